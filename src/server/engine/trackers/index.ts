// Tracker matching (issue 18): which tracker phrases each sentence of a call says, by whom and when.
export { matchTrackers, trackerMatcher, normalizeWord, type MatchableTracker, type TrackerHit } from "./match";
