import { CheckCircle2, Plus, RefreshCw } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { upcomingEvents, useCalendarEvents, useCalendarStatus } from "@client/features/calendar";
import { cn } from "@client/lib/utils";
import { CalendarEventsList } from "./calendar-events-list";
import { useMeetings } from "./queries";
import { ScheduledBots } from "./scheduled-bots";
import { useScheduleFromEvent } from "./use-schedule-from-event";

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-900">
      <h2 className="font-semibold">Error Loading Calendar</h2>
      <p className="mt-1 text-sm">{message}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** SPEC §2 Meetings (/meetings): upcoming calendar events, scheduling the AI bot, and the bots sent. */
export function MeetingsPage() {
  // Without a connected calendar the events read could only fail (409): a new user sees the empty state.
  const status = useCalendarStatus();
  const connected = status.data?.connected === true;
  const events = useCalendarEvents({ enabled: connected });
  const meetings = useMeetings();
  const { schedule, stateOf, successMessage } = useScheduleFromEvent(meetings.data ?? []);
  const fetching = status.isFetching || events.isFetching || meetings.isFetching;
  const refresh = () =>
    void Promise.all([status.refetch().then((answer) => (answer.data?.connected ? events.refetch() : undefined)), meetings.refetch()]);

  return (
    <>
      <PageHeader
        title="Upcoming Meetings"
        description="Meetings from your connected calendar. Schedule the AI bot to join, record and transcribe them."
        actions={
          <>
            <Button asChild>
              <Link href="/meetings/schedule">
                <Plus aria-hidden="true" />
                Schedule New Bot
              </Link>
            </Button>
            <Button variant="outline" onClick={refresh} disabled={fetching}>
              <RefreshCw className={cn(fetching && "animate-spin")} aria-hidden="true" />
              Refresh
            </Button>
          </>
        }
      />
      <div className="grid gap-6 p-4 md:p-8">
        {successMessage ? (
          <p role="status" className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {successMessage}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          Completed meetings move to the{" "}
          <Link href="/recordings" className="font-medium text-primary hover:underline">
            Recordings page
          </Link>
          , with their transcript and analysis.
        </p>
        {status.isError ? (
          <LoadError message={status.error.message} onRetry={() => void status.refetch()} />
        ) : events.isError ? (
          <LoadError message={events.error.message} onRetry={() => void events.refetch()} />
        ) : status.isPending || (connected && events.isPending) ? (
          <p className="text-sm text-muted-foreground">Loading calendar events...</p>
        ) : (
          <CalendarEventsList
            events={connected ? upcomingEvents(events.data ?? []) : []}
            connected={connected}
            stateOf={stateOf}
            onSchedule={(event) => void schedule(event)}
          />
        )}
        <ScheduledBots meetings={meetings.data} isPending={meetings.isPending} isError={meetings.isError} />
      </div>
    </>
  );
}
