// Trackers (issue 18) as the app and other features see them: their routes, the hits an analysis
// stores, and the worker that re-scans past calls.
export { trackerRoutes } from "./routes";
export { findTrackerHits, storeTrackerHits, rescanUserCalls, scanInProcess, type CallScanner } from "./hits";
export { startTrackerWorker, runRescanJob } from "./jobs";
