/**
 * Call outcomes: analysed calls bucketed by conversion probability (0–100), highest first. Every bucket
 * is listed, empty ones with 0, so the pie's legend stays the same; `color` is the slice's colour.
 */
export const OUTCOME_BUCKETS = [
  { name: "Likely to close (70%+)", color: "#16a34a", from: 70 },
  { name: "Undecided (40–69%)", color: "#f59e0b", from: 40 },
  { name: "At risk (under 40%)", color: "#dc2626", from: 0 },
] as const;
