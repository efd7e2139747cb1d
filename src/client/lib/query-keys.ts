/**
 * Query keys that more than one feature reads or refreshes. They live here, below the features, so that a
 * feature refreshing another's data (calendar's auto-scheduling books meetings) need not import that feature,
 * which would close an import circle (meetings already shows calendar events).
 */
export const MEETINGS_KEY = ["/api/meetings"] as const;

/** A call's cached answers live under ["/api/transcripts", id, …]; these parts follow the user's trackers and cards. */
export const CALL_TRACKER_PARTS = ["tracker-hits", "battle-cards"] as const;
export type CallTrackerPart = (typeof CALL_TRACKER_PARTS)[number];

/** True for any call's tracker mentions or battle cards: what a tracker or card change (or a finished re-scan) makes stale. */
export function isCallTrackerRead(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === "/api/transcripts" && CALL_TRACKER_PARTS.some((part) => part === queryKey[2]);
}
