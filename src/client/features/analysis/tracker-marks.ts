import type { TrackerHitView } from "@shared/trackers";
import { formatClock } from "./format";

export interface TrackerMark {
  atSeconds: number;
  /** Mentions drawn as this one mark (close together on the timeline). */
  count: number;
  label: string;
}

export interface TrackerLane {
  trackerId: string;
  name: string;
  marks: TrackerMark[];
}

/** Mentions closer than this share of the call are one mark: two dots on top of each other help no one. */
export const MARK_MERGE_SHARE = 0.02;

/** One lane per tracker (in the order first mentioned), its mentions as marks on the call's clock. */
export function trackerLanes(hits: readonly TrackerHitView[], durationSeconds: number): TrackerLane[] {
  const lanes = new Map<string, TrackerLane>();
  const sorted = [...hits].sort((a, b) => a.atSeconds - b.atSeconds);
  const firstSaid = new Map<string, number>();
  for (const hit of sorted) if (!firstSaid.has(hit.trackerId)) firstSaid.set(hit.trackerId, hit.atSeconds);
  for (const hit of sorted) {
    const lane = lanes.get(hit.trackerId) ?? { trackerId: hit.trackerId, name: hit.name, marks: [] };
    lanes.set(hit.trackerId, lane);
    const previous = lane.marks.at(-1);
    if (previous && durationSeconds > 0 && (hit.atSeconds - previous.atSeconds) / durationSeconds < MARK_MERGE_SHARE) {
      previous.count += 1;
      previous.label = `${hit.name} at ${formatClock(previous.atSeconds)}, ${previous.count} mentions close together`;
    } else {
      lane.marks.push({ atSeconds: hit.atSeconds, count: 1, label: `${hit.name} at ${formatClock(hit.atSeconds)}` });
    }
  }
  return [...lanes.values()].sort((a, b) => (firstSaid.get(a.trackerId) ?? 0) - (firstSaid.get(b.trackerId) ?? 0));
}
