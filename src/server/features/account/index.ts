// The account feature as the app sees it: its routes.
export { accountRoutes } from "./routes";
