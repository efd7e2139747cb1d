import { isPlausibleLabel, looksLikeName, NAME_CHARS } from "./labels";
import { CLOCK_PATTERN, parseClock } from "./timecode";

/**
 * Otter puts the speaker and time on a line of their own ("Jane Doe  0:03") with the words below;
 * Rev and Descript write "Speaker 1 (00:00:03):", Gong "Jane Doe | 02:15", Fireflies "Jane Doe - 00:02:15",
 * chat exports "@Jane Doe [3:11]: text", Zoom's saved captions "[Jane Doe] 10:02:33". All become a name, a time
 * and possibly inline text.
 * Without a colon nothing may follow the time, so "We meet at 10:30 tomorrow" is never a header.
 */
const NAME_THEN_TIME = new RegExp(
  String.raw`^@?(?:\[(${NAME_CHARS})\]|(${NAME_CHARS}))\s+(?:[-–—|·•]\s+)?[\[(]?(${CLOCK_PATTERN})[\])]?(?:\s*:(?:\s+|$)|\s*$)`,
  "u",
);

export function splitNameTime(line: string): { name: string; time: number; rest: string; clock: string } | undefined {
  const match = NAME_THEN_TIME.exec(line);
  const name = (match?.[1] ?? match?.[2])?.trim();
  const clock = match?.[3];
  const time = clock === undefined ? undefined : parseClock(clock);
  if (!match || !name || !clock || time === undefined || !isPlausibleLabel(name)) return undefined;
  return { name, time, rest: line.slice(match[0].length), clock };
}

/**
 * Lines a tool adds around the dialogue that nobody spoke: Otter's free-plan sign-off, Google Meet's
 * "Meeting ended after 01:02:03" and its note that the transcript was computer generated.
 */
export function isToolFooter(line: string): boolean {
  const trimmed = line.trim();
  return (
    /^transcribed by https?:\/\/otter\.ai\/?$/i.test(trimmed) ||
    /^meeting ended after \d{1,2}:\d{2}(?::\d{2})?$/i.test(trimmed) ||
    /^this editable transcript was computer generated\b/i.test(trimmed)
  );
}

/**
 * Fathom's "0:21 - Jane Doe" header: the rest after a leading time is only a name (no sentence
 * punctuation), so "00:12 Okay, thanks." stays speech. Believed only when the name repeats.
 */
export function isBareName(text: string): boolean {
  return text !== "" && !/[.,!?;:]$/.test(text) && isPlausibleLabel(text) && looksLikeName(text);
}
