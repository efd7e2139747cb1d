import { Bot, CheckCircle2, Link2Off, Loader2, RotateCcw } from "lucide-react";
import { Button } from "@client/components/ui/button";
import type { EventScheduleState } from "./use-schedule-from-event";

/**
 * SPEC §2/§4: Schedule, Scheduling..., Scheduled or Retry; "No link" when the event has no meeting URL.
 * "No link" stays clickable so the user learns why (SPEC §5's "No meeting URL found for this event").
 */
export function EventActionButton({
  hasLink,
  state,
  onSchedule,
}: {
  hasLink: boolean;
  state: EventScheduleState;
  onSchedule: () => void;
}) {
  if (!hasLink) {
    return (
      <Button variant="outline" size="sm" className="text-muted-foreground" onClick={onSchedule}>
        <Link2Off aria-hidden="true" />
        No link
      </Button>
    );
  }
  switch (state) {
    case "scheduling":
      return (
        <Button size="sm" disabled>
          <Loader2 className="animate-spin" aria-hidden="true" />
          Scheduling...
        </Button>
      );
    case "scheduled":
      return (
        <Button size="sm" variant="secondary" disabled>
          <CheckCircle2 className="text-green-600" aria-hidden="true" />
          Scheduled
        </Button>
      );
    case "error":
      return (
        <Button size="sm" variant="destructive" onClick={onSchedule}>
          <RotateCcw aria-hidden="true" />
          Retry
        </Button>
      );
    case "idle":
      return (
        <Button size="sm" onClick={onSchedule}>
          <Bot aria-hidden="true" />
          Schedule
        </Button>
      );
  }
}
