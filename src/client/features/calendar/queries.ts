import { useQuery } from "@tanstack/react-query";
import { autoScheduleSchema, calendarStatusSchema, type AutoSchedule, type CalendarStatus } from "@shared/calendar";
import { useAuth } from "@client/lib/session";
import { fetchCalendarEvents } from "./calendar-events";

export const CALENDAR_STATUS_KEY = ["/api/calendar/status"] as const;
export const AUTO_SCHEDULE_KEY = ["/api/calendar/auto-schedule"] as const;
export const CALENDAR_EVENTS_KEY = ["/api/calendar/events"] as const;

// Parsing in `select` keeps the server's JSON in the cache; stable functions let the result be reused.
const selectStatus = (data: unknown): CalendarStatus => calendarStatusSchema.parse(data);
const selectAutoSchedule = (data: unknown): AutoSchedule => autoScheduleSchema.parse(data);

/** SPEC §4: calendar reads run only when a user exists. */
function useSignedIn(): boolean {
  return useAuth().user !== null;
}

/** GET /api/calendar/status: whether a calendar is connected, which one, and its last sync. */
export function useCalendarStatus() {
  return useQuery({ queryKey: CALENDAR_STATUS_KEY, select: selectStatus, enabled: useSignedIn() });
}

/** GET /api/calendar/auto-schedule: the Automatic Bot Scheduling switch. */
export function useAutoSchedule() {
  return useQuery({ queryKey: AUTO_SCHEDULE_KEY, select: selectAutoSchedule, enabled: useSignedIn() });
}

/**
 * GET /api/calendar/events, read live from the connected calendar (errors per SPEC §8). `enabled: false`
 * holds the read back, e.g. while no calendar is connected and the server could only answer 409.
 */
export function useCalendarEvents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CALENDAR_EVENTS_KEY,
    queryFn: ({ signal }) => fetchCalendarEvents(signal),
    enabled: useSignedIn() && enabled,
  });
}
