// SPEC §9 polling intervals, in milliseconds.
export const POLL = {
  transcriptsDashboard: 5_000,
  transcriptsList: 5_000,
  recordings: 3_000,
  insights: 10_000,
} as const;

/** SPEC §7: cached reads count as fresh for 5 minutes. */
export const STALE_TIME_MS = 5 * 60 * 1000;
