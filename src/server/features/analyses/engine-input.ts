import type { SpeakerMapping } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";

export interface EngineInput {
  utterances: Utterance[];
  repSpeakers: number[];
}

/** The names defaultSpeakerMapping (engine/roles.ts) gives a speaker the transcript does not name. */
const isPlaceholder = (speaker: number, name: string) => name === "Sales Rep" || name === `Participant ${speaker + 1}`;

/**
 * What the engine reads for a call: its utterances, each carrying the name the speaker mapping gives its
 * speaker, and who is on our side. The engine names people only from the utterances (engine/call/names.ts),
 * and a generic-label upload ("Speaker 1") stores utterances with no name at all, so without this a call
 * the user had named was still summarised as "Sales Rep met Participant 2".
 *
 * A mapping nobody confirmed holds the detection's placeholders ("Sales Rep", "Participant 3"); those are
 * left to the engine, which names an unnamed speaker by the side the analysis puts them on (a detected
 * teammate mapped "Participant 3" is called "Sales Rep" like the rep). A confirmed mapping is the user's
 * word, taken as it is.
 */
export function engineInput(
  utterances: readonly Utterance[],
  mapping: SpeakerMapping,
  repSpeakers: readonly number[],
  confirmed: boolean,
): EngineInput {
  const names = new Map<number, string>();
  for (const [key, entry] of Object.entries(mapping)) {
    const speaker = Number(key);
    const name = entry.name.trim();
    if (name && (confirmed || !isPlaceholder(speaker, name))) names.set(speaker, name);
  }
  return {
    utterances: utterances.map((utterance) => {
      const name = names.get(utterance.speaker);
      return name === undefined ? utterance : { ...utterance, name };
    }),
    repSpeakers: [...repSpeakers],
  };
}

/**
 * Whether the call has speech and all of it is ours: nobody who spoke is on the customer side (not one of
 * ours, and not marked "other": a notetaker bot, an interpreter). Such a call is an internal meeting with no
 * sale in it. A call with no speech at all is not one; the engine says there is nothing to assess.
 */
export function onlyOurSideSpoke(input: EngineInput, mapping: SpeakerMapping): boolean {
  const ours = new Set(input.repSpeakers);
  const spoke = input.utterances.filter((utterance) => utterance.text.trim().length > 0);
  return spoke.length > 0 && spoke.every((utterance) => ours.has(utterance.speaker) || mapping[String(utterance.speaker)]?.role === "other");
}
