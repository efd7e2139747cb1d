// Trackers (issue 18) as the app sees them: their routes.
export { trackerRoutes } from "./routes";
