import { Settings2 } from "lucide-react";
import { Link } from "wouter";
import { AutoSchedulingCard } from "./auto-scheduling-card";
import { CalendarIntegrationCard } from "./calendar-integration-card";

/** SPEC §2 Settings › Integrations: Calendar Integration and Automatic Bot Scheduling. */
export function CalendarSection() {
  return (
    <div className="grid gap-6">
      <CalendarIntegrationCard />
      <p className="-mt-3 text-sm">
        <Link href="/settings/calendar" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
          <Settings2 className="size-4" aria-hidden="true" />
          Calendar settings and permissions
        </Link>
      </p>
      <AutoSchedulingCard />
    </div>
  );
}
