import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { usageStatsSchema, type UsageStats } from "@shared/transcripts";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";
import { USAGE_KEY } from "./use-billing";
import { INFINITY, usageSummary, usageWarning } from "./usage-text";

const selectUsage = (data: unknown): UsageStats => usageStatsSchema.parse(data);

function UsageWarningBanner({ usage, onUpgrade }: { usage: UsageStats; onUpgrade: () => void }) {
  const warning = usageWarning(usage);
  if (!warning) return null;
  const reached = warning === "reached";
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-wrap items-start gap-3 rounded-lg border p-4",
        reached ? "border-red-300 bg-red-50 text-red-900" : "border-orange-300 bg-orange-50 text-orange-900",
      )}
    >
      <AlertTriangle className={cn("mt-0.5 size-5 shrink-0", reached ? "text-red-600" : "text-orange-600")} aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{reached ? "Recording limit reached" : "Approaching recording limit"}</p>
        <p className="text-sm">
          {reached ? "You cannot record new meetings until next month or upgrade your plan." : usageSummary(usage)}
        </p>
      </div>
      <Button size="sm" variant={reached ? "destructive" : "outline"} onClick={onUpgrade}>
        Upgrade Plan
      </Button>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border bg-muted/40 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}

/** SPEC §2 Settings › Usage: this month's recordings against the plan's limit, warnings from 80%. */
export function UsageTab({ onUpgrade }: { onUpgrade: () => void }) {
  const usage = useQuery({ queryKey: USAGE_KEY, select: selectUsage });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly Usage</CardTitle>
        <CardDescription>Recordings count uploads and meeting-bot calls alike. Usage resets on the first of each month.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {usage.isPending ? <p className="text-sm text-muted-foreground">Loading usage...</p> : null}
        {usage.isError ? <p className="text-sm text-destructive">Unable to load usage statistics.</p> : null}
        {usage.data ? (
          <>
            <UsageWarningBanner usage={usage.data} onUpgrade={onUpgrade} />
            <p className="text-sm font-medium">{usageSummary(usage.data)}</p>
            {usage.data.limit !== null ? (
              <div
                role="progressbar"
                aria-label="Recordings used this month"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={usage.data.percentUsed}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={cn("h-full", usageWarning(usage.data) === "reached" ? "bg-red-500" : usageWarning(usage.data) ? "bg-orange-500" : "bg-primary")}
                  style={{ width: `${usage.data.percentUsed}%` }}
                />
              </div>
            ) : null}
            <dl className="grid gap-4 sm:grid-cols-3">
              <Figure label="Used" value={usage.data.current} />
              <Figure label="Remaining" value={usage.data.remaining ?? INFINITY} />
              <Figure label="Monthly limit" value={usage.data.limit ?? INFINITY} />
            </dl>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
