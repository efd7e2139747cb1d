import { DENSE_DIMENSIONS as EMBEDDING_DIMENSIONS } from "@server/engine/classifier/features";
import { MODEL_LABELS } from "@server/engine/classifier/labels";
import type { LinearModel, Weights } from "@server/engine/classifier/model";
import type { SentenceModel } from "./sentence-trainer";

const round = (value: number) => Math.round(value * 1000) / 1000;
/** A feature whose every weight is smaller than this changes no probability by more than a rounding. */
const NEGLIGIBLE = 0.01;

const UNFITTED: LinearModel = { names: [], coefficients: [], intercept: 0, means: [], scales: [] };

/** The weights file's content for a trained sentence model (call models added by the caller). */
export function sentenceWeights(model: SentenceModel, thresholds: readonly number[], trainedOn: Weights["trainedOn"]): Weights {
  const labels = MODEL_LABELS.length;
  const features: string[] = [];
  const rows: number[] = [];
  model.features.forEach((feature, f) => {
    const row = Array.from({ length: labels }, (_, l) => round(model.sparse[f * labels + l]!));
    if (row.some((w) => Math.abs(w) >= NEGLIGIBLE)) {
      features.push(feature);
      rows.push(...row);
    }
  });
  const sparse = Float32Array.from(rows);
  const dense = MODEL_LABELS.map((_, l) =>
    Array.from({ length: EMBEDDING_DIMENSIONS }, (_, d) => round(model.dense[l * EMBEDDING_DIMENSIONS + d]!)),
  );
  return {
    version: new Date().toISOString().slice(0, 10),
    labels: [...MODEL_LABELS],
    features,
    sparse,
    dense,
    thresholds: [...thresholds],
    conversion: UNFITTED,
    conduct: UNFITTED,
    stages: { idf: {}, centroids: {} },
    ...(model.hidden
      ? { hidden: { units: model.hidden.units, w1: Array.from(model.hidden.w1, round), b1: Array.from(model.hidden.b1, round), v: Array.from(model.hidden.v, round) } }
      : {}),
    trainedOn,
  };
}
