import { useId } from "react";
import { CalendarDays, Clock, Users, Video } from "lucide-react";
import type { CalendarEvent } from "@shared/calendar";
import { Badge } from "@client/components/ui/badge";
import { eventStart } from "@client/features/calendar";
import { formatDateTime } from "@client/features/transcripts";
import { EventActionButton } from "./event-action-button";
import type { EventScheduleState } from "./use-schedule-from-event";

const attendeeText = (count: number) => `${count} ${count === 1 ? "attendee" : "attendees"}`;

/** SPEC §2 Meetings: one calendar event with its time, attendees, Video marker, Calendar tag and action. */
export function EventCard({
  event,
  state,
  onSchedule,
}: {
  event: CalendarEvent;
  state: EventScheduleState;
  onSchedule: (event: CalendarEvent) => void;
}) {
  const nameId = useId();
  const hasTime = eventStart(event) !== null;
  const hasLink = Boolean(event.meetingUrl?.trim());

  return (
    <article aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="grid min-w-0 gap-2">
        <h3 id={nameId} className="truncate font-semibold">
          {event.name}
        </h3>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {hasTime && event.scheduledAt ? <time dateTime={event.scheduledAt}>{formatDateTime(event.scheduledAt)}</time> : "No time"}
          </span>
          {event.attendees.length > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Users className="size-4" aria-hidden="true" />
              {attendeeText(event.attendees.length)}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {hasLink ? (
            <Badge variant="info">
              <Video className="size-3" aria-hidden="true" />
              Video
            </Badge>
          ) : null}
          <Badge variant="outline">
            <CalendarDays className="size-3" aria-hidden="true" />
            Calendar
          </Badge>
        </div>
      </div>
      <EventActionButton hasLink={hasLink} state={state} onSchedule={() => onSchedule(event)} />
    </article>
  );
}
