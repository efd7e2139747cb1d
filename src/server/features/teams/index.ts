// Teams as the app and other features see them: the routes, and who may read or change a call.
export { teamRoutes } from "./routes";
export { callAccess, callOwnerFor, membershipOf, type CallAccessFacts, type Membership } from "./access";
export { managerOfOwner, mayReadOwnersCalls, teammateOwns } from "./shared-calls";
export { coveringPlan } from "./plan";
