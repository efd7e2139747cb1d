// The dashboard as the app sees it: its routes (stats, performance, insights, analytics).
export { dashboardRoutes } from "./routes";
