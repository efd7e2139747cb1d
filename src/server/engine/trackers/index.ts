// Tracker matching (issue 18): which tracker phrases each sentence of a call says, by whom and when; the
// re-scan of stored calls the engine thread runs; and whether a rep's answer used a battle card.
export { matchTrackers, trackerMatcher, normalizeWord, type MatchableTracker, type TrackerHit } from "./match";
export { customerOrganizations, scanCall, scanStoredCalls, type CallTrackerScan, type NamedOrganization, type ScannedCall, type StoredCallForScan, type TrackerScanTask } from "./scan";
export { battleCardUsage, cardPoints, type CardUsage } from "./card-usage";
export { nameCovered } from "./covers";
