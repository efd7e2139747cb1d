// /settings/calendar lives with the rest of the calendar feature; the route table imports it from here.
export { CalendarSettingsPage } from "@client/features/calendar/calendar-settings-page";
