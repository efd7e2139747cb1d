import { couldBeTimeOfDay } from "./timecode";
import type { Segment } from "./types";

/**
 * "[09:41] Ann: ..." is ambiguous: minutes and seconds into a recording, or a chat's hours and minutes.
 * The words decide. Read as a recording, the words between the first stamp and the last must fit in
 * the time between them, and the stamps may not run backwards; when they cannot (a 14-minute chat read
 * as 14 seconds; a quarter of the messages stamped the same minute as the one before, or too soon after
 * it; midnight passing), the stamps are a wall clock.
 * A file where either reading fits stays a recording, as every transcript tool writes its positions so.
 */

// People talk at about 150 words a minute; 300 is beyond anyone for more than a sentence or two.
const MAX_WORDS_PER_SECOND = 5;
const DAY_SECONDS = 24 * 3600;
// A recording's turns too fast to say between their stamps in one gap of this many: a chat's stamps.
const IMPOSSIBLE_SHARE = 4;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** `clocks`: every stamp as written; `segments`: the turns with starts read as minutes and seconds. */
export function readsAsWallClock(clocks: string[], segments: Segment[]): boolean {
  if (clocks.length < 2 || !clocks.every(couldBeTimeOfDay)) return false;
  const timed = segments.flatMap((segment, index) => (segment.start === undefined ? [] : [{ index, start: segment.start }]));
  const first = timed[0];
  const last = timed.at(-1);
  if (!first || !last || timed.length < 2) return false;
  if (timed.some((entry, i) => i > 0 && entry.start < (timed[i - 1]?.start ?? 0))) return true;
  const wordsBetween = (from: number, to: number) => {
    let words = 0;
    for (let i = from; i < to; i++) words += wordCount(segments[i]?.text ?? "");
    return words;
  };
  if (wordsBetween(first.index, last.index) > MAX_WORDS_PER_SECOND * (last.start - first.start)) return true;
  // Stamps are cut to whole seconds, hence the second of slack; one tool's slip in a long file is not enough.
  let impossible = 0;
  for (let i = 1; i < timed.length; i++) {
    const [from, to] = [timed[i - 1], timed[i]];
    if (from && to && wordsBetween(from.index, to.index) > MAX_WORDS_PER_SECOND * (to.start - from.start + 1)) impossible += 1;
  }
  return impossible * IMPOSSIBLE_SHARE >= timed.length - 1;
}

/**
 * Rereads starts taken as minutes and seconds as hours and minutes (sixty times as much), counted from
 * the first stamp; a stamp earlier than the one before is the next day.
 */
export function toWallClock(segments: Segment[]): Segment[] {
  let first: number | undefined;
  let previous = 0;
  let days = 0;
  return segments.map((segment) => {
    if (segment.start === undefined) return segment;
    const ofDay = segment.start * 60;
    if (first !== undefined && ofDay + days < previous) days += DAY_SECONDS;
    const clock = ofDay + days;
    previous = clock;
    first ??= clock;
    return { ...segment, start: clock - first };
  });
}
