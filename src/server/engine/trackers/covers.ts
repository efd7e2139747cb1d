import { wordsOf } from "./match";

const contains = (outer: readonly string[], inner: readonly string[]): boolean => {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let i = 0; i + inner.length <= outer.length; i++) {
    if (inner.every((word, k) => outer[i + k] === word)) return true;
  }
  return false;
};

/**
 * Whether a name is already covered by one of these phrases (a tracker's phrases and name, or a company
 * name): either says the other as whole words, compared as the matcher compares them ("Acme" and "Acme
 * Corp", "GONG" and "Gong"), so "Acme" is not suggested again beside a tracker for "Acme Corp".
 */
export function nameCovered(name: string, phrases: readonly string[]): boolean {
  const words = wordsOf(name);
  return phrases.some((phrase) => {
    const other = wordsOf(phrase);
    return contains(words, other) || contains(other, words);
  });
}
