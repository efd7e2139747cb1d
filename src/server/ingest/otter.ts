import { isPlausibleLabel, looksLikeName, NAME_CHARS } from "./labels";
import { CLOCK_PATTERN, parseClock } from "./timecode";

/**
 * Otter puts the speaker and time on a line of their own ("Jane Doe  0:03") with the words below;
 * Rev and Descript write "Speaker 1 (00:00:03):", Gong "Jane Doe | 02:15", Fireflies "Jane Doe - 00:02:15",
 * chat exports "@Jane Doe [3:11]: text". All become a name, a time and possibly inline text.
 * Without a colon nothing may follow the time, so "We meet at 10:30 tomorrow" is never a header.
 */
const NAME_THEN_TIME = new RegExp(
  String.raw`^@?(${NAME_CHARS})\s+(?:[-–—|·•]\s+)?[\[(]?(${CLOCK_PATTERN})[\])]?(?:\s*:(?:\s+|$)|\s*$)`,
  "u",
);

export function splitNameTime(line: string): { name: string; time: number; rest: string } | undefined {
  const match = NAME_THEN_TIME.exec(line);
  const name = match?.[1]?.trim();
  const time = match?.[2] === undefined ? undefined : parseClock(match[2]);
  if (!match || !name || time === undefined || !isPlausibleLabel(name)) return undefined;
  return { name, time, rest: line.slice(match[0].length) };
}

/** The free plan's sign-off; it is not anybody's speech. */
export function isOtterFooter(line: string): boolean {
  return /^transcribed by https?:\/\/otter\.ai\/?$/i.test(line.trim());
}

/**
 * Fathom's "0:21 - Jane Doe" header: the rest after a leading time is only a name (no sentence
 * punctuation), so "00:12 Okay, thanks." stays speech. Believed only when the name repeats.
 */
export function isBareName(text: string): boolean {
  return text !== "" && !/[.,!?;:]$/.test(text) && isPlausibleLabel(text) && looksLikeName(text);
}
