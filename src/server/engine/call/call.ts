import type { Utterance } from "@shared/utterance";
import { countWords } from "../text";
import { detectLanguage, type Language } from "./language";
import { readTranscript, type TranscriptReading } from "./reading";
import { introducedName } from "./introduced-name";
import { isPlaceholderName, speakerNames } from "./names";
import { introducedTeammates } from "./teammates";

/**
 * The rules read at most this many words (about six and a half hours of speech). The exact metrics still
 * cover the whole transcript; beyond this the engine says in its summary that it read only the start.
 */
export const MAX_ANALYSED_WORDS = 60_000;
/** Characters of unpunctuated text read per word the budget has left: generous, as words average about six. */
const SEGMENTED_CHARS_PER_WORD = 20;
/** A "sentence" with no punctuation for pages is cut into pieces of about this size, so every rule stays linear. */
const MAX_SENTENCE_CHARS = 600;

export interface CallSentence {
  /** Position in Call.sentences. */
  index: number;
  /** Position in Call.turns. */
  turn: number;
  speaker: number;
  /** On the seller's side: a rep, or a colleague the rep introduced (see teammates.ts). */
  rep: boolean;
  text: string;
  /**
   * Lower-cased with straight apostrophes, the same length as `text` so a match's index points into the
   * original words (quotes keep their capitals).
   */
  lower: string;
  words: number;
  /** Start of the utterance it belongs to, in seconds; null when the transcript gives no time. */
  at: number | null;
  /** Seconds from the start, estimated inside the utterance by word position; for per-minute curves. */
  clock: number;
  question: boolean;
}

/** Consecutive utterances of one speaker, read as one turn of the conversation. */
export interface CallTurn {
  index: number;
  speaker: number;
  rep: boolean;
  at: number | null;
  sentences: CallSentence[];
  words: number;
}

export interface Call {
  turns: CallTurn[];
  sentences: CallSentence[];
  /** Display name per speaker: the transcript's, else "Sales Rep" / "Participant N" (SPEC §2). */
  names: Map<number, string>;
  repSpeakers: ReadonlySet<number>;
  /** The reps plus the colleagues they introduced: everyone whose words are not customer evidence. */
  sellers: ReadonlySet<number>;
  language: Language;
  /** True when the transcript was longer than MAX_ANALYSED_WORDS and only its start was read. */
  truncated: boolean;
  customerWords: number;
  repWords: number;
}

export const lowerSameLength = (text: string): string => {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  // A few characters change length when lower-cased ("İ"); then the original is kept so indexes still align.
  return lower.length === text.length ? lower : text.replace(/[’‘`]/g, "'");
};

function pieces(sentence: string): string[] {
  if (sentence.length <= MAX_SENTENCE_CHARS) return [sentence];
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SENTENCE_CHARS) {
    const cut = rest.lastIndexOf(" ", MAX_SENTENCE_CHARS);
    const at = cut > MAX_SENTENCE_CHARS / 2 ? cut : MAX_SENTENCE_CHARS;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at);
  }
  if (rest.trim()) out.push(rest.trim());
  return out;
}

const validTime = (value: number | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 1e7 ? value : null;

/** Seconds an utterance lasts on the clock: its own end, else its words at 150 per minute. */
function span(utterance: Utterance, start: number, words: number): number {
  const end = validTime(utterance.end);
  return end !== null && end >= start ? end - start : (words * 60) / 150;
}

/** Splits the utterances into turns and sentences, tagging each with its side, time and question-ness. */
export function buildCall(
  utterances: readonly Utterance[],
  repSpeakers: readonly number[],
  isQuestion: (sentence: string) => boolean,
  reading: TranscriptReading = readTranscript(utterances.map((utterance) => utterance.text)),
): Call {
  const reps = new Set(repSpeakers);
  const names = speakerNames(utterances, reps);
  const sellers = new Set([...reps, ...introducedTeammates(utterances, reps, names)]);
  // A speaker nobody named ("Speaker 1" exports) is shown with the name they introduce themselves with, in
  // what the engine writes (summary, follow-ups, quotes) only: names feed the side detection and the meeting
  // signals, and giving them there flipped one of the 29 test sales calls to "not assessed".
  for (const [speaker, name] of names) {
    if (!isPlaceholderName(speaker, name)) continue;
    const introduced = introducedName(utterances, speaker);
    if (introduced) names.set(speaker, introduced);
  }
  const turns: CallTurn[] = [];
  const sentences: CallSentence[] = [];
  let words = 0;
  let truncated = false;
  let clock = 0;
  // A speech-recognition export (no punctuation to speak of) has its long runs cut where sentences likely
  // end, so the classifier reads sentences like those it was trained on; punctuated text stays as written.
  const segment = reading.segment;
  for (const utterance of utterances) {
    if (!Number.isSafeInteger(utterance.speaker) || utterance.speaker < 0) continue;
    if (words >= MAX_ANALYSED_WORDS) {
      truncated = truncated || countWords(utterance.text) > 0;
      continue;
    }
    const at = validTime(utterance.start);
    // The boundary model costs far more per character than splitting at punctuation, so an unpunctuated
    // utterance is cut to what the word budget can still read (a 1 MB one took half a second whole).
    const budget = (MAX_ANALYSED_WORDS - words) * SEGMENTED_CHARS_PER_WORD;
    const readable = segment && utterance.text.length > budget ? utterance.text.slice(0, budget) : utterance.text;
    if (readable.length < utterance.text.length) truncated = true;
    const texts = reading.sentences(readable).flatMap(pieces);
    const counts = texts.map(countWords);
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total === 0) continue;
    const start = at ?? clock;
    const seconds = span(utterance, start, total);
    let last = turns[turns.length - 1];
    if (!last || last.speaker !== utterance.speaker) {
      last = { index: turns.length, speaker: utterance.speaker, rep: sellers.has(utterance.speaker), at, sentences: [], words: 0 };
      turns.push(last);
    }
    let before = 0;
    texts.forEach((text, position) => {
      const count = counts[position] ?? 0;
      if (count === 0 || words >= MAX_ANALYSED_WORDS) {
        if (count > 0) truncated = true;
        return;
      }
      const sentence: CallSentence = {
        index: sentences.length,
        turn: last.index,
        speaker: utterance.speaker,
        rep: last.rep,
        text,
        lower: lowerSameLength(text),
        words: count,
        at,
        clock: start + (seconds * before) / total,
        question: isQuestion(text),
      };
      before += count;
      words += count;
      sentences.push(sentence);
      last.sentences.push(sentence);
      last.words += count;
    });
    clock = start + seconds;
  }
  const kept = turns.filter((turn) => turn.sentences.length > 0);
  const customerWords = kept.filter((turn) => !turn.rep).reduce((sum, turn) => sum + turn.words, 0);
  return {
    turns: kept,
    sentences,
    names,
    repSpeakers: reps,
    sellers,
    language: detectLanguage(sentences),
    truncated,
    customerWords,
    repWords: words - customerWords,
  };
}
