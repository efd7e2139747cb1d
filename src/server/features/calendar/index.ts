// The calendar feature as the app and main.ts see it: its routes and the auto-scheduling loop.
export { calendarRoutes } from "./routes";
export { startAutoScheduler } from "./calendar-jobs";
