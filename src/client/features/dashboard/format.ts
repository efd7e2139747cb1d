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

const dayMonth = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A YYYY-MM-DD (UTC) day as "Nov 21". */
export function shortDate(day: string): string {
  const date = utcDay(day);
  return Number.isNaN(date.getTime()) ? day : dayMonth.format(date);
}

/**
 * A trend point's label from its own date: short weekday and day of the month over a week ("Sat 21"),
 * the date over 30 or 90 days ("Nov 21"). Never a position: a week with calls on two days is not "Mon, Tue".
 */
export function trendLabel(day: string, rangeDays: number): string {
  const date = utcDay(day);
  if (Number.isNaN(date.getTime())) return day;
  return rangeDays <= 7 ? `${weekday.format(date)} ${date.getUTCDate()}` : dayMonth.format(date);
}

/** A figure with at most one decimal and no trailing ".0": 7.5, 8. */
export const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
