import { CalendarX2 } from "lucide-react";
import { Link } from "wouter";
import type { CalendarEvent } from "@shared/calendar";
import { Button } from "@client/components/ui/button";
import { EventCard } from "./event-card";
import type { EventScheduleState } from "./use-schedule-from-event";

/** The "No Calendar Events Found" state: with no calendar connected, the hint and button say to connect one. */
function NoEvents({ connected }: { connected: boolean }) {
  return (
    <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <CalendarX2 className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-3 font-semibold">No Calendar Events Found</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {connected
          ? "Check your calendar connection in settings, or use Refresh to load new events."
          : "No calendar is connected yet. Connect your calendar in settings, then use Refresh to load its events."}
      </p>
      <Button asChild variant={connected ? "outline" : "default"} size="sm" className="mt-4">
        <Link href="/settings/calendar">{connected ? "Calendar Settings" : "Connect Calendar"}</Link>
      </Button>
    </div>
  );
}

/** SPEC §2 Meetings: "Found N calendar events" and the cards, or the "No Calendar Events Found" state. */
export function CalendarEventsList({
  events,
  connected,
  stateOf,
  onSchedule,
}: {
  events: CalendarEvent[];
  /** False when no calendar is connected: there is nothing to read yet. */
  connected: boolean;
  stateOf: (event: CalendarEvent) => EventScheduleState;
  onSchedule: (event: CalendarEvent) => void;
}) {
  if (!connected || events.length === 0) return <NoEvents connected={connected} />;
  return (
    <div className="grid gap-3">
      <p role="status" className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
        Found {events.length} calendar events
      </p>
      <ul className="grid gap-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} state={stateOf(event)} onSchedule={onSchedule} />
          </li>
        ))}
      </ul>
    </div>
  );
}
