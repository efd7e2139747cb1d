// The screens the route table (src/client/routes.ts) loads on first visit (see settings/pages.ts for why not index.ts).
export { TeamPage } from "./team-page";
export { JoinTeamPage } from "./join-page";
