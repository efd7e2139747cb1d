import type { CallStage } from "@shared/analysis";
import { tokenize } from "../classifier/tokens";
import type { Weights } from "../classifier/model";

/** The corpus' call types, grouped into the stages whose benchmarks differ. */
export const STAGE_OF_CALL_TYPE: Record<string, CallStage> = {
  discovery: "discovery",
  demo: "demo",
  pricing: "negotiation",
  procurement: "negotiation",
  negotiation: "negotiation",
  renewal: "closing",
  closing: "closing",
  cold_call: "cold_call",
  follow_up: "follow_up",
  persuasion: "other",
  non_sales: "other",
};

/** Stages where asking many questions is the job: the question benchmark (11–14 a call) applies to them. */
export const QUESTIONING_STAGES: ReadonlySet<CallStage> = new Set(["discovery", "demo", "cold_call"]);

/** Stages past discovery: pain, impact and criteria are not the call's questions, so their absence is no news. */
export const LATE_STAGES: ReadonlySet<CallStage> = new Set(["negotiation", "closing"]);

/** A call's words as a unit-length tf-idf vector (log counts), over the words the stage model knows. */
export function stageVector(texts: Iterable<string>, idf: Readonly<Record<string, number>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of tokenize(text)) if (Object.hasOwn(idf, word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const vector = new Map<string, number>();
  let norm = 0;
  for (const [word, count] of counts) {
    const value = Math.log1p(count) * idf[word]!;
    vector.set(word, value);
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [word, value] of vector) vector.set(word, value / norm);
  return vector;
}

/** The stage whose centroid is nearest the call's words (cosine); null when the weights hold no stages. */
export function callStage(texts: Iterable<string>, stages: Weights["stages"]): CallStage | null {
  const vector = stageVector(texts, stages.idf);
  let best: { stage: CallStage; similarity: number } | null = null;
  for (const [stage, centroid] of Object.entries(stages.centroids) as [CallStage, Record<string, number>][]) {
    let similarity = 0;
    for (const [word, value] of vector) similarity += value * (Object.hasOwn(centroid, word) ? centroid[word]! : 0);
    if (!best || similarity > best.similarity) best = { stage, similarity };
  }
  return best?.stage ?? null;
}
