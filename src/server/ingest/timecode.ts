/**
 * Clock times as transcripts write them: "1:23", "01:23", "1:02:03", with ".123" or ",123" milliseconds
 * (SRT uses a comma). Minutes may run past 59 when there is no hour part, as some exports count that way.
 */
const CLOCK = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,3})):([0-5]\d)(?:[.,](\d{1,3}))?$/;

export function parseClock(value: string): number | undefined {
  const match = CLOCK.exec(value.trim());
  if (!match) return undefined;
  const [, hours, minutesWithHours, minutesAlone, seconds, fraction] = match;
  const minutes = Number(minutesWithHours ?? minutesAlone);
  const millis = fraction ? Number(fraction.padEnd(3, "0")) : 0;
  return Number(hours ?? 0) * 3600 + minutes * 60 + Number(seconds) + millis / 1000;
}

const CLOCK_SOURCE = String.raw`(?:\d{1,2}:[0-5]\d:[0-5]\d|\d{1,3}:[0-5]\d)(?:[.,]\d{1,3})?`;

/** "[00:01:23] ", "[00:01:23]", "(1:23) ", "00:01:23 - ", "00:01:23 | " at the start of a line. */
const LEADING_TIME = new RegExp(
  String.raw`^(?:[\[(](${CLOCK_SOURCE})[\])]\s*(?:[-–—|]\s*)?|(${CLOCK_SOURCE})(?:\s*[-–—|]\s+|\s+|$))`,
);

/** Like splitLeadingTime, with the clock as written, so a caller can tell "09:41" from "00:09:41". */
export function readLeadingTime(line: string): { time: number; rest: string; clock: string } | undefined {
  const match = LEADING_TIME.exec(line);
  const clock = match?.[1] ?? match?.[2];
  if (!match || !clock) return undefined;
  const time = parseClock(clock);
  return time === undefined ? undefined : { time, rest: line.slice(match[0].length), clock };
}

export function splitLeadingTime(line: string): { time: number; rest: string } | undefined {
  const read = readLeadingTime(line);
  return read && { time: read.time, rest: read.rest };
}

/**
 * "09:41" or "9:41", with no seconds part: as a position in a recording it is minutes and seconds, as a
 * chat's stamp it is hours and minutes. Only a clock whose first part fits a day (0-23) can be the latter.
 */
export function couldBeTimeOfDay(clock: string): boolean {
  const match = /^(\d{1,2}):[0-5]\d$/.exec(clock.trim());
  return match !== null && Number(match[1]) <= 23;
}

/** Shared with the Otter/Rev header pattern, which puts the time after a name. */
export const CLOCK_PATTERN = CLOCK_SOURCE;

/** "mm:ss", or "h:mm:ss" from an hour on; what the transcript view prints beside each utterance. */
export function formatTimestamp(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, "0");
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, "0")}:${secs}`;
  return `${String(minutes).padStart(2, "0")}:${secs}`;
}
