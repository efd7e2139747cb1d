import type { TrackerSide } from "@shared/trackers";
import type { Utterance } from "@shared/utterance";
import { splitSentences } from "../text";

/** What the matcher needs of a tracker. */
export interface MatchableTracker {
  id: string;
  phrases: readonly string[];
  side: TrackerSide;
}

export interface TrackerHit {
  trackerId: string;
  /** The speaker's number in the transcript. */
  speaker: number;
  atSeconds: number;
  /** The sentence the phrase was said in. */
  text: string;
}

// Punctuation at a word's edges is not part of it ("pricing?" is "pricing"), except the marks that make
// a name of their own: C++, C#, $5, 50%, @acme.
const LEADING = /^[^\p{L}\p{N}$#@+]+/u;
const TRAILING = /[^\p{L}\p{N}+#%]+$/u;
const ALNUM = /[\p{L}\p{N}]/u;

/**
 * One word, lower-cased, edge punctuation dropped and a simple plural made singular on both sides, so
 * "API" finds "APIs", "policy" finds "policies" and "process" finds "processes". Every other character
 * is compared as itself: a phrase is never a pattern.
 */
export function normalizeWord(raw: string): string {
  let word = raw.toLowerCase().replace(/[’‘`]/g, "'");
  const first = word.charCodeAt(0);
  const last = word.charCodeAt(word.length - 1);
  const plain = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  if (!plain(first) || !plain(last)) word = word.replace(LEADING, "").replace(TRAILING, "");
  if (word.endsWith("'s")) word = word.slice(0, -2);
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** The words of a phrase or a sentence, normalised; words that were only punctuation are dropped. */
export function wordsOf(text: string, seen = new Map<string, string>()): string[] {
  const words: string[] = [];
  for (const raw of text.split(/\s+/)) {
    let word = seen.get(raw);
    if (word === undefined) {
      word = raw !== "" && ALNUM.test(raw) ? normalizeWord(raw) : "";
      seen.set(raw, word);
    }
    if (word !== "") words.push(word);
  }
  return words;
}

interface Candidate {
  words: string[];
  tracker: number;
}

/**
 * A matcher built once for a set of trackers: phrases indexed by their first word, so a call is read
 * once whatever the number of trackers. Hits are whole words, case-insensitive, one per tracker per
 * sentence; a tracker's side keeps only what the customer said ("customer"), what the seller side said
 * ("us") or both ("anyone").
 */
export function trackerMatcher(trackers: readonly MatchableTracker[]) {
  const index = new Map<string, Candidate[]>();
  trackers.forEach((tracker, position) => {
    for (const phrase of tracker.phrases) {
      const words = wordsOf(phrase);
      const first = words[0];
      if (first === undefined) continue;
      const list = index.get(first) ?? [];
      list.push({ words, tracker: position });
      index.set(first, list);
    }
  });

  return function match(utterances: readonly Utterance[], repSpeakers: readonly number[]): TrackerHit[] {
    const reps = new Set(repSpeakers);
    const hits: TrackerHit[] = [];
    if (index.size === 0) return hits;
    // A call says the same few thousand words over and over: each is normalised once.
    const seen = new Map<string, string>();
    for (const [order, utterance] of utterances.entries()) {
      const isRep = reps.has(utterance.speaker);
      const sentences = splitSentences(utterance.text);
      const start = utterance.start ?? 0;
      const end = utterance.end ?? utterances[order + 1]?.start ?? start;
      const total = sentences.reduce((sum, s) => sum + s.length, 0) || 1;
      let before = 0;
      for (const sentence of sentences) {
        const words = wordsOf(sentence, seen);
        const found = new Set<number>();
        for (let i = 0; i < words.length; i++) {
          const candidates = index.get(words[i]!);
          if (!candidates) continue;
          for (const candidate of candidates) {
            if (found.has(candidate.tracker)) continue;
            const side = trackers[candidate.tracker]!.side;
            if ((side === "us" && !isRep) || (side === "customer" && isRep)) continue;
            let k = 1;
            while (k < candidate.words.length && words[i + k] === candidate.words[k]) k++;
            if (k === candidate.words.length) found.add(candidate.tracker);
          }
        }
        // A sentence's moment is its share of the turn's time, read from where it starts in the turn.
        const atSeconds = Math.round((start + (Math.max(0, end - start) * before) / total) * 10) / 10;
        for (const tracker of [...found].sort((a, b) => a - b)) {
          hits.push({ trackerId: trackers[tracker]!.id, speaker: utterance.speaker, atSeconds, text: sentence });
        }
        before += sentence.length;
      }
    }
    return hits;
  };
}

/** Every hit of the trackers in a call, in the order said. */
export function matchTrackers(utterances: readonly Utterance[], repSpeakers: readonly number[], trackers: readonly MatchableTracker[]): TrackerHit[] {
  return trackerMatcher(trackers)(utterances, repSpeakers);
}
