import type { Utterance } from "@shared/utterance";

export const NAME_LIMIT = 100;

const REP_PLACEHOLDER = "Sales Rep";

/**
 * The name SPEC §2 gives a speaker nobody named: "Sales Rep" for the rep (or anyone on our side), "Participant N"
 * (numbered from 1) for everyone else. The one definition, so the mapping's defaults (roles.ts), the engine's
 * names and the check that keeps them from passing as real names (isPlaceholderName) cannot drift apart.
 */
export function placeholderName(speaker: number, rep: boolean): string {
  return rep ? REP_PLACEHOLDER : `Participant ${speaker + 1}`;
}

/**
 * Whether a name is one of the placeholders placeholderName gives this speaker (either side, any case), not a
 * person's name. A placeholder stands for the side the mapping was made with; a speaker moved to the other side
 * would keep it ("Dana met Sales Rep"), so a placeholder is dropped and the speaker named by the side analysed.
 */
export function isPlaceholderName(speaker: number, name: string): boolean {
  const lower = cleanName(name).toLowerCase();
  return lower === placeholderName(speaker, true).toLowerCase() || lower === placeholderName(speaker, false).toLowerCase();
}

/**
 * A name as it may be shown: line breaks and other whitespace runs become one space, control and format
 * characters (\p{C}) are removed, and it is cut to NAME_LIMIT characters (whole code points). Names are quoted
 * inside summary sentences and the markdown export, where a newline or a stray control character would break
 * the sentence or start a markdown block.
 */
export function cleanName(name: string): string {
  const flat = name.replace(/\s+/gu, " ").replace(/\p{C}/gu, "").replace(/ {2,}/g, " ").trim();
  return Array.from(flat).slice(0, NAME_LIMIT).join("").trim();
}

/**
 * The name each speaker is shown with, as SPEC §2 names them: the transcript's own label when it has one
 * (cleaned, and not a placeholder, which would name the wrong side), else placeholderName by side.
 */
export function speakerNames(utterances: readonly Utterance[], reps: ReadonlySet<number>): Map<number, string> {
  const names = new Map<number, string>();
  for (const { speaker, name } of utterances) {
    if (!Number.isSafeInteger(speaker) || speaker < 0) continue;
    const cleaned = cleanName(name ?? "");
    const given = isPlaceholderName(speaker, cleaned) ? "" : cleaned;
    if (!names.get(speaker)) names.set(speaker, given);
  }
  for (const [speaker, name] of names) {
    if (!name) names.set(speaker, placeholderName(speaker, reps.has(speaker)));
  }
  return names;
}

/** A speaker's name, or the SPEC §2 fallback for a number the map does not hold. */
export function nameOf(names: ReadonlyMap<number, string>, speaker: number, rep: boolean): string {
  return names.get(speaker) ?? placeholderName(speaker, rep);
}

/** First names (and full names) of everyone on the call, lower-cased, for "Ben sends …" style assignments. */
export function firstNameIndex(names: ReadonlyMap<number, string>): Map<string, number> {
  const index = new Map<string, number>();
  for (const [speaker, name] of names) {
    const lower = name.toLowerCase();
    const first = lower.split(/\s+/)[0];
    if (first && first.length > 1 && !/^(sales|participant|speaker|rep)$/.test(first) && !index.has(first)) {
      index.set(first, speaker);
    }
    if (!index.has(lower)) index.set(lower, speaker);
  }
  return index;
}

const indexes = new WeakMap<object, Map<string, number>>();

/** firstNameIndex of a call's names, built once per call. */
export function firstNamesOf(call: { names: ReadonlyMap<number, string> }): Map<string, number> {
  let index = indexes.get(call);
  if (!index) {
    index = firstNameIndex(call.names);
    indexes.set(call, index);
  }
  return index;
}
