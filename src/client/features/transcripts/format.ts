const SECONDS_PER_MINUTE = 60;
const KB = 1024;
const MB = 1024 * 1024;

/** Seconds as m:ss (SPEC §2 Recordings); minutes are not capped at 59, so a 75-minute call reads 75:03. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds) : 0;
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  return `${minutes}:${String(seconds % SECONDS_PER_MINUTE).padStart(2, "0")}`;
}

/** Bytes as KB below a megabyte and MB from there, one decimal. */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, bytes);
  if (size < MB) return `${(size / KB).toFixed(1)} KB`;
  return `${(size / MB).toFixed(1)} MB`;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "always" });

// Largest unit first: the first one the distance fills at least once is used ("3 hours ago", not "180 minutes").
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * How long ago an ISO time was, e.g. "5 minutes ago". Anything under a minute, or slightly in the
 * future because the server's clock runs ahead of the browser's, reads "just now".
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const elapsedSeconds = (now - then) / 1000;
  for (const [unit, unitSeconds] of UNITS) {
    if (elapsedSeconds >= unitSeconds) return relative.format(-Math.floor(elapsedSeconds / unitSeconds), unit);
  }
  return "just now";
}

/** A local date and time, for lists where the exact moment matters more than the distance. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
