/** A word is a run of letters or digits, apostrophes inside it allowed ("don't", "we're" are one word). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Counts without building an array of words, so a multi-megabyte utterance costs no extra memory. */
export function countWords(text: string): number {
  let count = 0;
  for (const _match of text.matchAll(WORD)) count += 1;
  return count;
}

/**
 * Lower-cased, curly apostrophes straightened and runs of whitespace collapsed, so phrase lists can be
 * written once in plain ASCII.
 */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, " ").trim();
}

/** A title's dot never ends a sentence: "Dr. Patel" is one name. */
const TITLE = /(?:^|[\s(])(?:dr|mr|mrs|ms|prof|st|sr|jr|gen|capt|rev|hon)\.$/iu;
/** These dots end a sentence only when a capital follows: "Acme Inc. yesterday" goes on, "Acme Inc. They" stops. */
const ABBREVIATION = /(?:^|[\s(])(?:inc|ltd|llc|corp|co|vs|etc|approx|dept|no|e\.g|i\.e|a\.m|p\.m|u\.s)\.$/iu;

/**
 * Sentences end at . ! ? or … followed by whitespace, or at a line break. A decimal such as "3.5"
 * or a URL is not split because no whitespace follows its dot, nor a title ("Dr.") or an abbreviation
 * ("Inc.", "e.g.") that the next word shows to be inside the sentence.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    let current = "";
    for (const piece of line.split(/(?<=[.!?…])\s+/)) {
      const joins = current !== "" && (TITLE.test(current) || (ABBREVIATION.test(current) && !/^[\p{Lu}"“]/u.test(piece)));
      if (joins) current = `${current} ${piece}`;
      else {
        if (current.trim()) sentences.push(current.trim());
        current = piece;
      }
    }
    if (current.trim()) sentences.push(current.trim());
  }
  return sentences;
}

/** Escapes a literal so it can sit inside a RegExp. */
export function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A whole-word, case-insensitive matcher for any of the phrases. JavaScript's \b only knows ASCII
 * letters, so word edges are lookarounds on Unicode letters and digits.
 */
export function wholeWords(phrases: readonly string[], flags = "iu"): RegExp {
  const alternatives = phrases
    .map((phrase) => escapeRegExp(phrase.trim()).replace(/\s+/g, "\\s+"))
    .join("|");
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, flags);
}
