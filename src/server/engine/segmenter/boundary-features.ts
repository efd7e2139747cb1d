/**
 * What the sentence-boundary model sees at each gap between two words of an unpunctuated run (see
 * segment.ts). Shared by the runtime and the trainer (scripts/engine/segmenter-trainer.ts), so both read
 * the same features.
 */

/** A word of the run: where it sits in the text, and its lower-cased form without edge punctuation. */
export interface RunWord {
  start: number;
  end: number;
  /** Lower-cased, straight apostrophes, edge punctuation gone; "<p>" for a token of punctuation only ("—"). */
  word: string;
  /** The punctuation mark the token ends with, if any ("," "-" ":"): a comma is seldom where a sentence ends. */
  mark: string;
}

const TOKEN = /\S+/g;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Longer tokens are no word the model knows; cutting them keeps a hostile 10 MB token linear. */
const MAX_TOKEN_CHARS = 64;

/**
 * The token without the punctuation at its edges. A loop, not /^\W+|\W+$/: that regex retries its second
 * branch at every position of a long run of dashes and took 0.4 s on a 20,000-character token.
 */
function trimEdges(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && !WORD_CHAR.test(token[start]!)) start++;
  while (end > start && !WORD_CHAR.test(token[end - 1]!)) end--;
  return token.slice(start, end);
}

export function runWords(text: string): RunWord[] {
  const words: RunWord[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const bare = trimEdges(token.slice(0, MAX_TOKEN_CHARS).replace(/[’‘`]/g, "'")).toLowerCase();
    const last = token[token.length - 1]!;
    words.push({
      start: match.index,
      end: match.index + token.length,
      word: bare || "<p>",
      mark: /[\p{L}\p{N}]/u.test(last) ? "" : last,
    });
  }
  return words;
}

/** Words since the last boundary, and words left to the end, binned: sentences are seldom one or two words. */
function bin(count: number): string {
  if (count <= 4) return String(count);
  if (count <= 6) return "5-6";
  if (count <= 9) return "7-9";
  if (count <= 14) return "10-14";
  if (count <= 20) return "15-20";
  return "21+";
}

/**
 * The features of the gap after word `i` (a boundary there ends a sentence with words[i]). `since` counts
 * the words from the last boundary up to and including words[i]. Capitals are not a feature: trained on the
 * corpus' cased sentences the model leaned on the capital after a written sentence's end, which the runs it
 * reads seldom have (5-fold boundary F1 on speech-style calls 0.34 cased, 0.41 lower-cased).
 */
export function gapFeatures(words: readonly RunWord[], i: number, since: number): string[] {
  const at = (k: number) => (k < 0 ? "<s>" : k >= words.length ? "</s>" : words[k]!.word);
  const before = at(i);
  const after = at(i + 1);
  const before2 = at(i - 1);
  const after2 = at(i + 2);
  const features = [
    `a:${before}`,
    `b:${after}`,
    `aa:${before2}`,
    `bb:${after2}`,
    `ab:${before}_${after}`,
    `aab:${before2}_${before}`,
    `abb:${after}_${after2}`,
    `n:${bin(since)}`,
    `r:${bin(words.length - i - 1)}`,
    `nb:${bin(since)}_${after}`,
  ];
  const mark = words[i]!.mark;
  if (mark) features.push(`m:${mark}`);
  return features;
}
