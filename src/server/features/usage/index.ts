// Usage as other features and the app see it: its routes and the monthly counts behind plan limits.
export { usageRoutes } from "./routes";
export { recordingsThisMonth, usageFor, usageStats } from "./service";
