// Meetings as other features, the app and main.ts see them: routes, booking a bot, the meeting worker.
export { meetingRoutes } from "./routes";
export { bookMeeting } from "./service";
export { startMeetingWorker } from "./meeting-jobs";
