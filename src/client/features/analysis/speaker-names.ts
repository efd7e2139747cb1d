import type { NamedEntity, SpeakerMapping } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";

/** Words that mark a NAME entity as a greeting or an event picked up by mistake ("Thank you Sarah"). */
const NOT_A_PERSON = /thank|hello|meeting/i;

/**
 * SPEC §2: the person names detected in the call that can name a speaker: NAME entities longer than two
 * characters that contain a space and do not contain thank, hello or meeting. Each name once, in the
 * order the analysis found them.
 */
export function detectedPersonNames(entities: readonly NamedEntity[] | null): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const entity of entities ?? []) {
    if (entity.entity_type.toUpperCase() !== "NAME") continue;
    const text = entity.text.trim();
    if (text.length <= 2 || !text.includes(" ") || NOT_A_PERSON.test(text)) continue;
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(text);
  }
  return names;
}

/**
 * SPEC §2 speaker naming: the mapping's name when it gives one; else the detected name in the speaker's
 * position (the first detected name for speaker 0, the second for speaker 1, …); else speaker 0 is
 * "Sales Rep" and speaker N is "Participant N+1".
 */
export function speakerName(speaker: number, mapping: SpeakerMapping, detected: readonly string[]): string {
  const mapped = mapping[String(speaker)]?.name.trim();
  if (mapped) return mapped;
  const found = detected[speaker];
  if (found) return found;
  return speaker === 0 ? "Sales Rep" : `Participant ${speaker + 1}`;
}

/** SPEC §3: the speaker whose role is account_owner is the rep. */
export function isRep(speaker: number, mapping: SpeakerMapping): boolean {
  return mapping[String(speaker)]?.role === "account_owner";
}

/** Every speaker who talks or is in the mapping, ascending. */
export function speakersOf(utterances: readonly Utterance[], mapping: SpeakerMapping): number[] {
  const numbers = new Set<number>(utterances.map((utterance) => utterance.speaker));
  for (const key of Object.keys(mapping)) numbers.add(Number(key));
  return [...numbers].sort((a, b) => a - b);
}

export interface SpeakerLabel {
  speaker: number;
  name: string;
  rep: boolean;
}

/** Name and rep flag of every speaker, looked up by number. */
export function speakerLabels(
  utterances: readonly Utterance[],
  mapping: SpeakerMapping,
  entities: readonly NamedEntity[] | null,
): Map<number, SpeakerLabel> {
  const detected = detectedPersonNames(entities);
  return new Map(
    speakersOf(utterances, mapping).map((speaker) => [
      speaker,
      { speaker, name: speakerName(speaker, mapping, detected), rep: isRep(speaker, mapping) },
    ]),
  );
}

const GENERIC_NAME = /^(Sales Rep|Participant \d+)$/;
const genericName = (speaker: number, rep: boolean) => (rep ? "Sales Rep" : `Participant ${speaker + 1}`);

/**
 * The mapping with `ours` as the account_owners (the rep and teammates); anyone who was on our side and is
 * no longer becomes a customer, and "other" stays other. Names the product made up ("Sales Rep",
 * "Participant 2") follow the role, so a former rep is not still called "Sales Rep"; the first of ours is
 * "Sales Rep", the rest keep a participant number. Names a person gave or the file carried stay.
 */
export function withSide(mapping: SpeakerMapping, ours: readonly number[]): SpeakerMapping {
  const side = new Set(ours);
  const lead = Math.min(...ours);
  const next: SpeakerMapping = {};
  for (const [key, entry] of Object.entries(mapping)) {
    const speaker = Number(key);
    const role = side.has(speaker) ? "account_owner" : entry.role === "account_owner" ? "customer" : entry.role;
    const name = GENERIC_NAME.test(entry.name.trim()) ? genericName(speaker, speaker === lead) : entry.name;
    next[key] = { name, role };
  }
  for (const speaker of side) next[String(speaker)] ??= { name: genericName(speaker, speaker === lead), role: "account_owner" };
  return next;
}

/** The mapping with `rep` as the only account_owner. */
export function withRep(mapping: SpeakerMapping, rep: number): SpeakerMapping {
  return withSide(mapping, [rep]);
}
