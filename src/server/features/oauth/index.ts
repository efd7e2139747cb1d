// Sign-in with Google and Microsoft as the app sees it: its routes.
export { oauthRoutes } from "./routes";
