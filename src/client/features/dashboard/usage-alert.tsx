import { AlertTriangle } from "lucide-react";
import { Link } from "wouter";
import { planById, USAGE_WARNING_THRESHOLD } from "@shared/plans";
import type { UsageStats } from "@shared/transcripts";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import { useUsageStats } from "@client/features/transcripts";

export type UsageAlertState = "hidden" | "approaching" | "reached";

/** SPEC §4: hidden on the unlimited plan or below 80% used; reached once current is at least the limit. */
export function usageAlertState(usage: UsageStats | undefined): UsageAlertState {
  if (!usage || usage.limit === null) return "hidden";
  if (usage.current >= usage.limit) return "reached";
  return usage.percentUsed >= USAGE_WARNING_THRESHOLD ? "approaching" : "hidden";
}

/** The dashboard's usage-limit alert, with SPEC §8's texts. */
export function UsageAlert() {
  const { data: usage } = useUsageStats();
  const state = usageAlertState(usage);
  if (state === "hidden" || !usage) return null;
  const reached = state === "reached";

  return (
    <div
      role={reached ? "alert" : "status"}
      className={cn(
        "flex flex-wrap items-center gap-4 rounded-xl border px-5 py-4",
        reached ? "border-red-200 bg-red-50 text-red-900" : "border-orange-200 bg-orange-50 text-orange-900",
      )}
    >
      <AlertTriangle className={cn("size-5 shrink-0", reached ? "text-red-600" : "text-orange-600")} aria-hidden="true" />
      <div className="grid flex-1 gap-0.5">
        <p className="font-medium">{reached ? "Recording limit reached" : "Approaching recording limit"}</p>
        <p className="text-sm">
          {reached
            ? "You cannot record new meetings until next month or upgrade your plan."
            : `${usage.current} of ${usage.limit} recordings used this month (${planById(usage.plan).name} plan)`}
        </p>
      </div>
      {reached ? (
        <Button asChild size="sm" variant="destructive">
          <Link href="/settings">Upgrade Plan</Link>
        </Button>
      ) : null}
    </div>
  );
}
