import { CalendarX2 } from "lucide-react";
import { Link } from "wouter";
import type { CalendarEvent } from "@shared/calendar";
import { Button } from "@client/components/ui/button";
import { EventCard } from "./event-card";
import type { EventScheduleState } from "./use-schedule-from-event";

/** SPEC §2 Meetings: "Found N calendar events" and the cards, or the "No Calendar Events Found" state. */
export function CalendarEventsList({
  events,
  stateOf,
  onSchedule,
}: {
  events: CalendarEvent[];
  stateOf: (event: CalendarEvent) => EventScheduleState;
  onSchedule: (event: CalendarEvent) => void;
}) {
  if (events.length === 0) {
    return (
      <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <CalendarX2 className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="mt-3 font-semibold">No Calendar Events Found</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Check your calendar connection in settings, or use Refresh to load new events.
        </p>
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link href="/settings/calendar">Calendar Settings</Link>
        </Button>
      </div>
    );
  }
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
