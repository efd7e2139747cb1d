/** At most this many words of an utterance are shown around its first match (as ts_headline's MaxWords did). */
export const SNIPPET_WORDS = 20;
/** Words shown before the first match when the utterance is cut. */
const LEAD_WORDS = 4;

const WORD = /([\p{L}\p{N}]+)/u;

/**
 * The snippet of a search hit: the words of `text` that begin with one of `prefixes` (lower case, from
 * search-query.ts: each search word's stem, less its last letter where stemming changed the word, so
 * "pricing" → "pric" marks "prices" and "pricing") wrapped in <mark>…</mark>, cut to SNIPPET_WORDS words
 * around the first one. Done here rather than with ts_headline, which parses and stems the text again for
 * every hit (about 0.3 ms each on PGlite, 15 ms a page); the call itself matched by its stored vector.
 */
export function markedSnippet(text: string, prefixes: readonly string[]): string {
  const parts = text.split(WORD);
  // Odd indexes are words, even ones what lies between them.
  const isMatch = (word: string) => {
    const lower = word.toLowerCase();
    return prefixes.some((prefix) => prefix !== "" && lower.startsWith(prefix));
  };
  const words = (parts.length - 1) / 2;
  if (words === 0) return text.trim();
  let first = -1;
  for (let w = 0; w < words && first < 0; w++) if (isMatch(parts[2 * w + 1]!)) first = w;
  const from = words <= SNIPPET_WORDS || first < 0 ? 0 : Math.max(0, Math.min(first - LEAD_WORDS, words - SNIPPET_WORDS));
  const to = Math.min(words, from + SNIPPET_WORDS);
  let out = "";
  for (let w = from; w < to; w++) {
    const word = parts[2 * w + 1]!;
    if (w > from) out += parts[2 * w]!;
    out += isMatch(word) ? `<mark>${word}</mark>` : word;
  }
  // Punctuation that ends the shown words ("…prices?") stays; leading punctuation of a cut text does not.
  if (to === words) out += parts[2 * words]!;
  if (from === 0) out = parts[0]! + out;
  return out.trim();
}
