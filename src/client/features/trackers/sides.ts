import { trackerSideSchema, type TrackerSide } from "@shared/trackers";

/** How each side reads on screen. */
export const SIDE_LABELS: Record<TrackerSide, string> = { customer: "Customer", us: "Us", anyone: "Anyone" };
export const SIDE_HINTS: Record<TrackerSide, string> = {
  customer: "Counted when the customer says it",
  us: "Counted when someone on our side says it",
  anyone: "Counted whoever says it",
};
export const SIDES: readonly TrackerSide[] = trackerSideSchema.options;
