/** Seconds as minutes and seconds for the dashboard's Avg Call Duration card: "12m 34s". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds) : 0;
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/** Seconds as "Xh Ym", or "Ym" under an hour (SPEC §9, analytics), to the nearest minute. */
export function formatHoursMinutes(totalSeconds: number): string {
  const minutes = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds / 60) : 0;
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** SPEC §2: chart points are labelled Mon to Sun by position, then Day N (the 8th point is "Day 8"). */
export function dayLabel(index: number): string {
  return WEEKDAYS[index] ?? `Day ${index + 1}`;
}

/** A figure with at most one decimal and no trailing ".0": 7.5, 8. */
export const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
