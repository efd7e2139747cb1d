import { z } from "zod";
import { calendarEventSchema, calendarEventsResponseSchema, type CalendarEvent } from "@shared/calendar";
import { fullPageLoad } from "@client/lib/navigation";

export const CALENDAR_EVENTS_URL = "/api/calendar/events";

// SPEC §7: the answer is an array, or an object with an events array.
const eventsAnswerSchema = z.union([z.array(calendarEventSchema), calendarEventsResponseSchema]);

/**
 * GET /api/calendar/events with the SPEC §8 "Calendar load" errors: a 401 sends the browser to /login
 * with a full page load (the session is gone, so the app must start again signed out), any other
 * non-OK answer is "API Error: {status} {statusText}", and a failed request is "Network error: {message}".
 */
export async function fetchCalendarEvents(signal?: AbortSignal): Promise<CalendarEvent[]> {
  let response: Response;
  try {
    response = await fetch(CALENDAR_EVENTS_URL, { credentials: "include", signal });
  } catch (error) {
    // A cancelled query is not a network failure: let TanStack Query see its own abort.
    if (signal?.aborted) throw error;
    throw new Error(`Network error: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status === 401) {
    fullPageLoad("/login");
  }
  if (!response.ok) throw new Error(`API Error: ${response.status} ${response.statusText}`);

  const parsed = eventsAnswerSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("The calendar answered in an unexpected format.");
  return Array.isArray(parsed.data) ? parsed.data : parsed.data.events;
}

/** Local midnight of `now`'s day: SPEC §5 shows events from the start of today, in the user's time zone. */
export function startOfToday(now: Date = new Date()): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start;
}

/** The event's start in milliseconds, or null when it has no (readable) time. */
export function eventStart(event: CalendarEvent): number | null {
  if (event.scheduledAt === null) return null;
  const time = Date.parse(event.scheduledAt);
  return Number.isNaN(time) ? null : time;
}

/**
 * SPEC §5: only events starting at the start of today or later; events without a time are kept.
 * Timed events come first, soonest first; untimed ones keep their order at the end.
 */
export function upcomingEvents(events: readonly CalendarEvent[], now: Date = new Date()): CalendarEvent[] {
  const from = startOfToday(now).getTime();
  const kept = events.filter((event) => {
    const start = eventStart(event);
    return start === null || start >= from;
  });
  return kept.sort((a, b) => (eventStart(a) ?? Infinity) - (eventStart(b) ?? Infinity));
}
