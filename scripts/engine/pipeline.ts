import type { EngineOutput } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { analyzeTranscript } from "@server/engine/engine";
import { analysisRoles, defaultSpeakerMapping } from "@server/engine/roles";
import { parseTranscript } from "@server/ingest/index";
import { renderCall } from "@tests/corpus/render";
import type { CorpusCall } from "@tests/corpus/schema";

/**
 * A corpus call the way a user's upload reaches the engine: rendered in its export format, parsed, speakers
 * mapped by the detection (the uploading user being the call's first seller, as when reps upload their own
 * calls). Nothing of the labels reaches the engine.
 */
export function uploadedCall(call: CorpusCall): { utterances: Utterance[]; repSpeakers: number[] } {
  const { text, extension } = renderCall(call);
  const parsed = parseTranscript(text, extension);
  const rep = call.speakers.find((speaker) => speaker.side === "seller")?.name ?? "";
  const [firstName = "", ...rest] = rep.split(" ");
  const mapping = defaultSpeakerMapping(parsed.utterances, parsed.speakers, { firstName, lastName: rest.join(" ") });
  const roles = analysisRoles(parsed.utterances, mapping, false);
  return { utterances: parsed.utterances, repSpeakers: roles.repSpeakers };
}

/** The uploaded call analysed by the local engine. */
export function analyseAsUploaded(call: CorpusCall): EngineOutput {
  return analyzeTranscript(uploadedCall(call));
}
