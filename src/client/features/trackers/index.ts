// What other parts of the client may use from the trackers feature: the Settings tab that edits them.
export { TrackersTab } from "./trackers-tab";
