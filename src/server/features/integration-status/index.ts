// Integrations as the app sees them: the route that says which outside services this server is set up with.
export { integrationRoutes } from "./routes";
export { integrationsStatus } from "./status";
