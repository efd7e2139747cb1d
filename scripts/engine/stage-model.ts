import { CALL_STAGES, type CallStage } from "@shared/analysis";
import type { Weights } from "@server/engine/classifier/model";
import { STAGE_OF_CALL_TYPE, stageVector } from "@server/engine/scores/call-stage";
import { tokenize } from "@server/engine/classifier/tokens";
import type { CorpusCall } from "@tests/corpus/schema";

/** A word must occur in this many training calls to count: rarer ones name one call's company. */
const MIN_CALLS = 3;
/** Centroid weights below this are dropped from the file; they change no decision. */
const NEGLIGIBLE = 0.005;

const textsOf = (call: CorpusCall) => call.turns.flatMap((turn) => turn.sentences.map((sentence) => sentence.text));

/** Nearest-centroid stage model over tf-idf word vectors (scores/call-stage.ts reads it). */
export function fitStages(calls: readonly CorpusCall[]): Weights["stages"] {
  const documentFrequency = new Map<string, number>();
  for (const call of calls) for (const word of new Set(textsOf(call).flatMap(tokenize))) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const idf: Record<string, number> = {};
  for (const [word, count] of documentFrequency) {
    if (count >= MIN_CALLS) idf[word] = Math.round(1000 * Math.log(calls.length / (1 + count))) / 1000;
  }
  const centroids: Partial<Record<CallStage, Record<string, number>>> = {};
  for (const stage of CALL_STAGES) {
    const sum = new Map<string, number>();
    for (const call of calls.filter((candidate) => STAGE_OF_CALL_TYPE[candidate.callType] === stage)) {
      for (const [word, value] of stageVector(textsOf(call), idf)) sum.set(word, (sum.get(word) ?? 0) + value);
    }
    const norm = Math.sqrt([...sum.values()].reduce((total, value) => total + value * value, 0)) || 1;
    const centroid: Record<string, number> = {};
    for (const [word, value] of sum) if (value / norm >= NEGLIGIBLE) centroid[word] = Math.round((1000 * value) / norm) / 1000;
    if (Object.keys(centroid).length > 0) centroids[stage] = centroid;
  }
  return { idf, centroids };
}

export { textsOf };
