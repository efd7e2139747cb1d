import { ESTIMATED_WORDS_PER_MINUTE, LONGEST_PAUSE_SECONDS, type Utterance } from "@shared/utterance";

const roundMillis = (seconds: number) => Math.round(seconds * 1000) / 1000;

export function spokenSeconds(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return (words * 60) / ESTIMATED_WORDS_PER_MINUTE;
}

/**
 * Completes every utterance's times in place. A read start without an end (Otter and "[00:01:23]" lines
 * give only starts) runs until the next read start, but no longer than twice its words take at 150 words
 * per minute, so a silence before the next turn is not counted as talk; the last lasts as long as its words.
 * An utterance without a read start follows the one before at 150 words per minute and is marked estimated.
 * The duration is the last end, less every silence longer than LONGEST_PAUSE_SECONDS (a chat over days).
 */
export function fillTimes(utterances: Utterance[]): { durationSeconds: number; timed: boolean } {
  let cursor = 0;
  let duration = 0;
  let timed = false;
  let paused = 0;
  utterances.forEach((utterance, index) => {
    const spoken = spokenSeconds(utterance.text);
    if (utterance.start === undefined) {
      utterance.start = roundMillis(cursor);
      utterance.end = roundMillis(cursor + spoken);
      utterance.estimated = true;
    } else {
      timed = true;
      if (utterance.start - cursor > LONGEST_PAUSE_SECONDS) paused += utterance.start - cursor;
      if (utterance.end === undefined) {
        const nextStart = utterances[index + 1]?.start;
        const byWords = utterance.start + Math.max(spoken * 2, spoken + 2);
        const readNext = nextStart !== undefined && nextStart > utterance.start ? nextStart : undefined;
        utterance.end = roundMillis(readNext === undefined ? utterance.start + spoken : Math.min(readNext, byWords));
      }
    }
    cursor = Math.max(cursor, utterance.end);
    duration = Math.max(duration, utterance.end);
  });
  return { durationSeconds: roundMillis(duration - paused), timed };
}
