import { ESTIMATED_WORDS_PER_MINUTE, LONGEST_PAUSE_SECONDS, type Utterance } from "@shared/utterance";
import { countWords } from "./text";

/**
 * Times beyond this are not from a call (about 115 days); they are treated as absent so that sums of
 * thousands of them can never overflow to Infinity.
 */
const MAX_TIMESTAMP_SECONDS = 1e7;

/** An utterance ready for measuring: words counted and its talk time settled. */
export interface Turn {
  speaker: number;
  text: string;
  words: number;
  /** Seconds spent talking (see talkSeconds below). */
  seconds: number;
  /** Real start from the transcript; null when absent, invalid or `estimated`. */
  start: number | null;
  /** Real end from the transcript (not derived); null when the transcript does not give one. */
  end: number | null;
}

export function secondsForWords(words: number): number {
  return (words * 60) / ESTIMATED_WORDS_PER_MINUTE;
}

function realTime(value: number | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= MAX_TIMESTAMP_SECONDS
    ? value
    : null;
}

/**
 * Utterances with no words are dropped: nothing was said, so they are neither talk nor a turn. So are
 * utterances whose speaker is not a whole number from 0 (the Utterance schema never yields one).
 */
function spoken(utterances: readonly Utterance[]) {
  const kept: { speaker: number; text: string; words: number; start: number | null; end: number | null }[] = [];
  for (const utterance of utterances) {
    if (!Number.isSafeInteger(utterance.speaker) || utterance.speaker < 0) continue;
    const words = countWords(utterance.text);
    if (words === 0) continue;
    const start = utterance.estimated ? null : realTime(utterance.start);
    const end = start === null ? null : realTime(utterance.end);
    // An end before its own start is a broken cue: the end is dropped and derived as if absent.
    const validEnd = start !== null && end !== null && end >= start ? end : null;
    kept.push({ speaker: utterance.speaker, text: utterance.text, words, start, end: validEnd });
  }
  return kept;
}

/**
 * The most a turn known only by its start can have lasted: three times its words at 150 a minute, plus five
 * seconds (a larger floor would count a one-word chat message as half a minute, favouring whoever sends more). A chat's next message can come hours later (a manager's review found a WhatsApp deal's talk time
 * and talk ratio counting the night between two messages); a spoken turn that runs past this was silence.
 */
const longestPlausible = (words: number) => 3 * secondsForWords(words) + 5;

/**
 * Talk seconds of one utterance:
 * - with a real start and end: end − start;
 * - with a real start but no end: up to the next utterance's real start (when that is later), at most
 *   longestPlausible(words);
 * - otherwise (no times, `estimated` times, or the last utterance without an end): its words spoken
 *   at ESTIMATED_WORDS_PER_MINUTE (150).
 */
export function toTurns(utterances: readonly Utterance[]): Turn[] {
  const kept = spoken(utterances);
  return kept.map((current, index) => {
    let seconds = secondsForWords(current.words);
    if (current.start !== null) {
      const nextStart = kept[index + 1]?.start ?? null;
      if (current.end !== null) seconds = current.end - current.start;
      else if (nextStart !== null && nextStart > current.start) seconds = Math.min(nextStart - current.start, longestPlausible(current.words));
    }
    return { ...current, seconds };
  });
}

/**
 * Duration of the call in seconds. With real times: from the earliest real start to the latest end
 * (an utterance's end being its start plus its talk seconds), plus the talk of any utterances that carry
 * no time and so cannot be placed on the timeline, less every silence longer than LONGEST_PAUSE_SECONDS
 * (a chat answered the next day). Without real times: the sum of all talk, as if turns followed each other
 * without pauses.
 */
export function callDuration(turns: readonly Turn[]): number {
  let first = Infinity;
  let last = -Infinity;
  let unplaced = 0;
  let paused = 0;
  for (const turn of turns) {
    if (turn.start === null) {
      unplaced += turn.seconds;
      continue;
    }
    if (last > -Infinity && turn.start - last > LONGEST_PAUSE_SECONDS) paused += turn.start - last;
    first = Math.min(first, turn.start);
    last = Math.max(last, turn.start + turn.seconds);
  }
  return (last >= first ? last - first - paused : 0) + unplaced;
}
