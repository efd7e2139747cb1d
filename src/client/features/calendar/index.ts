// The calendar as other features see it: its settings section and its events. Its page: pages.ts.
export { CalendarSection } from "./calendar-section";
export { eventStart, upcomingEvents } from "./calendar-events";
export { useCalendarEvents, useCalendarStatus } from "./queries";
