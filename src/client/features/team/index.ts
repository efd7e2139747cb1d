// What other parts of the client may use from the team feature (screens load through pages.ts).
export { JoinSignedOutPage } from "./join-signed-out";
export { CallComments } from "./call-comments";
export { useCallAccess } from "./use-comments";
export { TeamTrends } from "./team-trends";
export { useCurrentTeam } from "./use-team";
