import { useId } from "react";
import { Link } from "wouter";
import type { Meeting, MeetingStatus } from "@shared/meetings";
import { Badge, type BadgeVariant } from "@client/components/ui/badge";
import { formatDateTime } from "@client/features/transcripts";

const STATUS_BADGE: Record<MeetingStatus, { label: string; variant: BadgeVariant }> = {
  scheduled: { label: "Scheduled", variant: "secondary" },
  joining: { label: "Joining", variant: "info" },
  recording: { label: "Recording", variant: "warning" },
  processing: { label: "Processing", variant: "info" },
  completed: { label: "Completed", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

function BotRow({ meeting }: { meeting: Meeting }) {
  const nameId = useId();
  const badge = STATUS_BADGE[meeting.status];
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
      <div className="grid min-w-0 gap-1">
        <p id={nameId} className="truncate font-medium">
          {meeting.name}
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={meeting.scheduledAt}>{formatDateTime(meeting.scheduledAt)}</time>
        </p>
        {meeting.status === "failed" && meeting.failureReason ? (
          <p className="text-sm text-destructive">Reason: {meeting.failureReason}</p>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        {meeting.status === "completed" && meeting.transcriptId ? (
          <Link href="/recordings" className="text-sm font-medium text-primary hover:underline">
            View in Recordings
          </Link>
        ) : null}
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
    </li>
  );
}

/** The user's bots from GET /api/meetings, each with its status (and a failed bot's reason). */
export function ScheduledBots({ meetings, isPending, isError }: { meetings: Meeting[] | undefined; isPending: boolean; isError: boolean }) {
  return (
    <section aria-labelledby="scheduled-bots-title" className="grid gap-3">
      <h2 id="scheduled-bots-title" className="text-lg font-semibold">
        Scheduled Bots
      </h2>
      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          Unable to load your scheduled bots. Use Refresh to try again.
        </p>
      ) : isPending ? (
        <p className="text-sm text-muted-foreground">Loading scheduled bots...</p>
      ) : !meetings || meetings.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bots scheduled yet.</p>
      ) : (
        <ul className="grid gap-2">
          {meetings.map((meeting) => (
            <BotRow key={meeting.id} meeting={meeting} />
          ))}
        </ul>
      )}
    </section>
  );
}
