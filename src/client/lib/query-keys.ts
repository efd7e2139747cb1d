/**
 * Query keys that more than one feature reads or refreshes. They live here, below the features, so that a
 * feature refreshing another's data (calendar's auto-scheduling books meetings) need not import that feature,
 * which would close an import circle (meetings already shows calendar events).
 */
export const MEETINGS_KEY = ["/api/meetings"] as const;
