import type { SpeakerMapping } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { cleanName, isPlaceholderName } from "../../engine/call/names";

export interface EngineInput {
  utterances: Utterance[];
  repSpeakers: number[];
  /**
   * Speakers the mapping marks "other" (a notetaker bot, an interpreter): on neither side. engineInput always
   * sets it; an input built without a mapping (the model engine's callers in tests) has nobody marked other.
   */
  otherSpeakers?: number[];
}

/**
 * What the engine reads for a call: its utterances, each carrying the name the speaker mapping gives its
 * speaker, who is on our side, and who is on neither. The engine names people only from the utterances
 * (engine/call/names.ts), and a generic-label upload ("Speaker 1") stores utterances with no name at all, so
 * without this a call the user had named was still summarised as "Sales Rep met Participant 2".
 *
 * A placeholder ("Sales Rep", "Participant 3") is never passed on as a name, confirmed mapping or not: it
 * names the side the mapping was made with, and a speaker the user moved to the customer side kept "Sales Rep"
 * ("Dana met Sales Rep"). The utterances of such a speaker carry no name, and the engine names them by the side
 * the analysis puts them on. Names are cleaned (cleanName) so a line break or control character typed into the
 * mapping cannot break the summary or the markdown export.
 */
export function engineInput(utterances: readonly Utterance[], mapping: SpeakerMapping, repSpeakers: readonly number[]): EngineInput {
  const names = new Map<number, string | undefined>();
  const otherSpeakers: number[] = [];
  for (const [key, entry] of Object.entries(mapping)) {
    const speaker = Number(key);
    if (entry.role === "other") otherSpeakers.push(speaker);
    const name = cleanName(entry.name);
    // An empty name says nothing; the transcript's own label stays.
    if (name) names.set(speaker, isPlaceholderName(speaker, name) ? undefined : name);
  }
  return {
    utterances: utterances.map((utterance) => {
      if (!names.has(utterance.speaker)) return utterance;
      const name = names.get(utterance.speaker);
      if (name !== undefined) return { ...utterance, name };
      const { name: _placeholder, ...unnamed } = utterance;
      return unnamed;
    }),
    repSpeakers: [...repSpeakers],
    otherSpeakers: otherSpeakers.sort((a, b) => a - b),
  };
}

/**
 * Whether the call has speech and all of it is ours: nobody who said something is on the customer side (not
 * one of ours, and not marked "other"). Such a call is an internal meeting with no sale in it. A call with no
 * speech at all is not one; the engine says there is nothing to assess. The one definition: the analysis job
 * (run-analysis.ts) reports such a call as having no customer, and the model engine (llm-engine.ts) skips the
 * model for it; two readings of "ours" let the model be paid for a call then reported as internal.
 */
export function onlyOurSideSpoke(input: EngineInput): boolean {
  const ours = new Set(input.repSpeakers);
  const other = new Set(input.otherSpeakers ?? []);
  const spoke = input.utterances.filter((utterance) => utterance.text.trim().length > 0);
  return spoke.length > 0 && spoke.every((utterance) => ours.has(utterance.speaker) || other.has(utterance.speaker));
}
