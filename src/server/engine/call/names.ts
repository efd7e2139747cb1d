import type { Utterance } from "@shared/utterance";

const NAME_LIMIT = 100;

/**
 * The name each speaker is shown with, as SPEC §2 names them: the transcript's own label when it has one,
 * else "Sales Rep" for the rep and "Participant N" (numbered from 1) for everyone else.
 */
export function speakerNames(utterances: readonly Utterance[], reps: ReadonlySet<number>): Map<number, string> {
  const names = new Map<number, string>();
  for (const { speaker, name } of utterances) {
    if (!Number.isSafeInteger(speaker) || speaker < 0) continue;
    const given = name?.trim().slice(0, NAME_LIMIT) ?? "";
    if (!names.get(speaker)) names.set(speaker, given);
  }
  for (const [speaker, name] of names) {
    if (!name) names.set(speaker, reps.has(speaker) ? "Sales Rep" : `Participant ${speaker + 1}`);
  }
  return names;
}

/** A speaker's name, or the SPEC §2 fallback for a number the map does not hold. */
export function nameOf(names: ReadonlyMap<number, string>, speaker: number, rep: boolean): string {
  return names.get(speaker) ?? (rep ? "Sales Rep" : `Participant ${speaker + 1}`);
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
