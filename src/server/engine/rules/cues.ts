/**
 * Phrase matchers for the rules. Each alternative is regex source written in lower case; a space in it
 * matches any run of whitespace. Word edges are Unicode-aware lookarounds, because \b only knows ASCII
 * letters and the rules also read Spanish.
 */
const EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const EDGE_AFTER = String.raw`(?![\p{L}\p{N}])`;

const source = (alternatives: readonly string[]) =>
  `${EDGE_BEFORE}(?:${alternatives.map((alternative) => alternative.replace(/ /g, String.raw`\s+`)).join("|")})${EDGE_AFTER}`;

/** Tests for any of the alternatives. */
export const cue = (...alternatives: string[]): RegExp => new RegExp(source(alternatives), "u");

/** Finds every occurrence of any of the alternatives (for matchAll). */
export const cueAll = (...alternatives: string[]): RegExp => new RegExp(source(alternatives), "gu");

/** Words that turn the phrase after them around: "would never sign off", "not a problem", "nunca". */
const NEGATORS = new Set(["not", "never", "no", "nobody", "without", "hardly", "cannot", "nunca", "sin", "ni"]);

/** True when one of the three words before `index` negates what follows. */
export function negatedAt(lower: string, index: number): boolean {
  const before = lower
    .slice(Math.max(0, index - 40), index)
    .split(/[^\p{L}']+/u)
    .filter(Boolean)
    .slice(-3);
  return before.some((word) => NEGATORS.has(word) || word.endsWith("n't"));
}

const globals = new WeakMap<RegExp, RegExp>();

/** The same pattern with the "g" flag, built once: matchAll needs it, and compiling per call is costly. */
export function globalOf(pattern: RegExp): RegExp {
  if (pattern.global) return pattern;
  let global = globals.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, `${pattern.flags}g`);
    globals.set(pattern, global);
  }
  return global;
}

/** The first match of `pattern` in `lower` that is not negated, or null. */
export function firstAffirmed(pattern: RegExp, lower: string): RegExpExecArray | null {
  if (!pattern.test(lower)) return null;
  for (const match of lower.matchAll(globalOf(pattern))) if (!negatedAt(lower, match.index)) return match;
  return null;
}

export const matchesAffirmed = (pattern: RegExp, lower: string): boolean => firstAffirmed(pattern, lower) !== null;
