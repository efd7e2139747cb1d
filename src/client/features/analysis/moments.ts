import type { Utterance } from "@shared/utterance";
import { ESTIMATED_WORDS_PER_MINUTE } from "@shared/utterance";

export interface Span {
  speaker: number;
  start: number;
  end: number;
  /** True when the time was not read from the file (estimated there, or here from the words). */
  estimated: boolean;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Where every utterance sits on the call's clock. Times the file gave are kept; a missing start follows
 * the previous utterance, a missing end is the next start or the words at 150 a minute (the rate the
 * server estimates with), so a timeline can always be drawn.
 */
export function utteranceSpans(utterances: readonly Utterance[]): Span[] {
  let clock = 0;
  return utterances.map((utterance, index) => {
    const start = utterance.start ?? clock;
    const spoken = (wordCount(utterance.text) * 60) / ESTIMATED_WORDS_PER_MINUTE;
    const nextStart = utterances[index + 1]?.start;
    const guessedEnd = nextStart !== undefined && nextStart >= start ? nextStart : start + spoken;
    const end = Math.max(start, utterance.end ?? guessedEnd);
    clock = end;
    return { speaker: utterance.speaker, start, end, estimated: utterance.start === undefined || utterance.estimated === true };
  });
}

/**
 * The utterance said at or just before `seconds`: the last one starting at or before it. Cited times are
 * whole seconds, so starts are compared floored. Before the first utterance, the first one.
 */
export function utteranceIndexAt(spans: readonly Span[], seconds: number): number {
  let found = 0;
  spans.forEach((span, index) => {
    if (Math.floor(span.start) <= seconds) found = index;
  });
  return found;
}

export type TextPart = { text: string } | { text: string; seconds: number };

// The engine cites evidence as “quote” (Name, 04:12): a time closing a parenthesis. Times inside a
// quote ("call me at 10:30") are not followed by ")" and stay text.
const CITED_TIME = /\b(?:(\d{1,2}):)?(\d{1,4}):([0-5]\d)(?=\))/g;

/** Splits text into plain parts and cited times, so each time can link to its transcript moment. */
export function splitCitedTimes(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CITED_TIME)) {
    const [whole, hours, minutes, seconds] = match;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: whole, seconds: Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
