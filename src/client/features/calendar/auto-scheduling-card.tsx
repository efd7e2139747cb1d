import { AlertTriangle, Bot, CheckCircle2, Play } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { Switch } from "@client/components/ui/switch";
import { useAutoSchedule, useCalendarStatus } from "./queries";
import { useTriggerAutoSchedule, useUpdateAutoSchedule } from "./use-auto-schedule";

function Banner({ tone, title, children }: { tone: "warning" | "active"; title: string; children: string }) {
  const Icon = tone === "warning" ? AlertTriangle : CheckCircle2;
  const colours = tone === "warning" ? "border-amber-200 bg-amber-50 text-amber-900" : "border-green-200 bg-green-50 text-green-900";
  return (
    <div role="status" className={`flex items-start gap-3 rounded-lg border p-4 ${colours}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-medium">{title}</p>
        <p className="text-sm">{children}</p>
      </div>
    </div>
  );
}

/**
 * SPEC §2/§4 Automatic Bot Scheduling: the switch is disabled while no calendar is connected or while
 * saving; "Calendar Connection Required" shows when disconnected, "Auto-Scheduling Active" when on.
 */
export function AutoSchedulingCard() {
  const status = useCalendarStatus();
  const setting = useAutoSchedule();
  const update = useUpdateAutoSchedule();
  const trigger = useTriggerAutoSchedule();

  const connected = status.data?.connected === true;
  const enabled = setting.data?.enabled === true;
  const switchDisabled = !connected || !setting.isSuccess || update.isPending;

  return (
    <Card role="region" aria-labelledby="auto-scheduling-title">
      <CardHeader>
        <CardTitle id="auto-scheduling-title" className="flex items-center gap-2">
          <Bot className="size-5 text-primary" aria-hidden="true" />
          Automatic Bot Scheduling
        </CardTitle>
        <CardDescription>
          Every 30 minutes Rapport checks your calendar and sends the AI bot to meetings with a Zoom, Teams or Meet link.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isSuccess && !connected ? (
          <Banner tone="warning" title="Calendar Connection Required">
            Connect your Google or Microsoft calendar to let Rapport schedule the bot for you.
          </Banner>
        ) : null}
        {connected && enabled ? (
          <Banner tone="active" title="Auto-Scheduling Active">
            The AI bot will join your upcoming meetings that have a video conference link.
          </Banner>
        ) : null}
        {setting.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load your auto-scheduling setting.
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-0.5">
            <Label htmlFor="auto-schedule-switch">Schedule bots automatically</Label>
            <p className="text-sm text-muted-foreground">
              {update.isPending ? "Saving..." : "Only meetings with a video conference link are scheduled, once each."}
            </p>
          </div>
          <Switch
            id="auto-schedule-switch"
            checked={enabled}
            disabled={switchDisabled}
            onCheckedChange={(next) => update.mutate(next)}
          />
        </div>
        <div>
          <Button variant="outline" onClick={() => trigger.mutate()} disabled={!connected || !enabled || trigger.isPending}>
            <Play aria-hidden="true" />
            {trigger.isPending ? "Running..." : "Run Auto-Scheduling Now"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
