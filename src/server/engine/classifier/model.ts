import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { CALL_STAGES } from "@shared/analysis";
import { DENSE_DIMENSIONS, denseFeatures, sentenceFeatures, type SentenceContext } from "./features";
import { EMBEDDING_DIMENSIONS } from "./embeddings";
import { isCustomerLabel, MODEL_LABELS, type ModelLabel } from "./labels";
import { sideModelSchema } from "../roles/talks-like-seller";
import { meetingModelSchema } from "../call-kind/meeting-schema";
import { meddicModelSchema } from "../meddic/meddic-schema";
import { linearModelSchema, type LinearModel } from "./linear-model";
import { encodeSparseWeights, sparseWeightsSchema } from "./sparse-weights";

/** Where `npm run train` (scripts/engine/train.ts) writes the weights the engine ships with. */
export const WEIGHTS_FILE = fileURLToPath(new URL("./weights.json", import.meta.url));

export type { LinearModel } from "./linear-model";

export const weightsSchema = z
  .object({
  version: z.string(),
  labels: z.array(z.enum(MODEL_LABELS)),
  /** Sparse feature vocabulary (sentenceFeatures' strings), one row of per-label weights each. */
  features: z.array(z.string()),
  /** features × labels, row-major (sparse-weights.ts: base64 int16 thousandths in the file). */
  sparse: sparseWeightsSchema,
  /** Per label, the weights of the dense features (features.ts denseFeatures: two mean word vectors). */
  dense: z.array(z.array(z.number()).length(DENSE_DIMENSIONS)),
  /** Per label, the probability at or above which the label is taken as said (tuned on the dev split). */
  thresholds: z.array(z.number()),
  /**
   * The deep part (optional): one ReLU layer of `units` over the dense features (w1: units × DENSE_DIMENSIONS,
   * row-major; b1), whose outputs add to each label's logit with v (labels × units, row-major).
   */
  hidden: z.object({ units: z.number().int().positive(), w1: z.array(z.number()), b1: z.array(z.number()), v: z.array(z.number()) }).optional(),
  /** Conversion: logistic regression over call signals (call-signals.ts), fitted on the corpus' calls. */
  conversion: linearModelSchema,
  /** Rep conduct: linear regression of the manager's 0-10 grade over conduct signals. */
  conduct: linearModelSchema,
  /**
   * Call stage: per stage, the normalised centroid of its calls' tf-idf word vectors (scores/call-stage.ts),
   * with the words' idf. Nearest centroid by cosine; measured on dev before shipping (train.ts prints it).
   */
  stages: z
    .object({ idf: z.record(z.string(), z.number()), centroids: z.partialRecord(z.enum(CALL_STAGES), z.record(z.string(), z.number())) })
    .default({ idf: {}, centroids: {} }),
  /** Whether the seller answered an objection (objections/answer-features.ts), fitted on labelled objections. */
  answered: linearModelSchema.optional(),
  /** How turns are worded on each side (roles/talks-like-seller.ts), a feature of the seller-side model. */
  side: sideModelSchema.optional(),
  /** Meeting or sales conversation (call-kind/): word centroids, a logistic model and its two cut-offs. */
  meeting: meetingModelSchema.optional(),
  /** The MEDDIC verdict per criterion from the rules' points and the classifier's sentences (meddic/meddic-decision.ts). */
  meddic: meddicModelSchema.optional(),
  trainedOn: z.object({ calls: z.number(), sentences: z.number() }),
  })
  .refine((weights) => weights.sparse.length === weights.features.length * weights.labels.length, {
    message: "sparse weights: not one row per feature of one weight per label",
  });
export type Weights = z.output<typeof weightsSchema>;

/** The weights file's text (the sparse rows encoded; see sparse-weights.ts). */
export const serializeWeights = (weights: Weights): string =>
  JSON.stringify({ ...weights, sparse: encodeSparseWeights(weights.sparse) }) + "\n";

export interface SentenceClassifier {
  labels: readonly ModelLabel[];
  thresholds: readonly number[];
  /** Probability per label, in `labels` order; customer labels are 0 for seller speech. */
  predict(context: SentenceContext): Float64Array;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const PARTIAL_CACHE_LIMIT = 8192;

export function createClassifier(weights: Weights): SentenceClassifier {
  const labels = weights.labels;
  const rows = new Map(weights.features.map((feature, i) => [feature, weights.sparse.subarray(i * labels.length, (i + 1) * labels.length)]));
  const hidden = weights.hidden ? { ...weights.hidden, w1: Float64Array.from(weights.hidden.w1), b1: Float64Array.from(weights.hidden.b1), v: Float64Array.from(weights.hidden.v) } : null;
  /**
   * The hidden layer's input is three word vectors (the sentence, the one it answers, the reaction), each a
   * function of one text, so its product with that third of w1 is kept per text: every sentence of a turn
   * shares the previous and reaction texts, and each text comes back as a neighbour's. Without this the layer
   * took the 60-minute benchmark call to the 150 ms edge (bench/engine.bench.ts).
   */
  const partialCache = new Map<string, Float64Array>();
  const hiddenPartial = (segment: number, text: string, vector: Float32Array): Float64Array => {
    const key = `${segment}\u0000${text}`;
    let partial = partialCache.get(key);
    if (!partial) {
      if (partialCache.size >= PARTIAL_CACHE_LIMIT) partialCache.clear();
      const { units, w1 } = hidden!;
      partial = new Float64Array(units);
      const from = segment * EMBEDDING_DIMENSIONS;
      for (let j = 0; j < units; j++) {
        let sum = 0;
        for (let d = from; d < from + EMBEDDING_DIMENSIONS; d++) sum += w1[j * DENSE_DIMENSIONS + d]! * vector[d]!;
        partial[j] = sum;
      }
      partialCache.set(key, partial);
    }
    return partial;
  };
  return {
    labels,
    thresholds: weights.thresholds,
    predict(context) {
      const logits = new Float64Array(labels.length);
      for (const feature of sentenceFeatures(context)) {
        const row = rows.get(feature);
        if (row) for (let l = 0; l < labels.length; l++) logits[l]! += row[l]!;
      }
      const vector = denseFeatures(context);
      if (hidden) {
        const { units, b1, v } = hidden;
        const partials = [context.text, context.previous, context.reaction].map((text, segment) =>
          text === null ? null : hiddenPartial(segment, text, vector),
        );
        for (let j = 0; j < units; j++) {
          let sum = b1[j]!;
          for (const partial of partials) if (partial) sum += partial[j]!;
          if (sum <= 0) continue;
          for (let l = 0; l < labels.length; l++) logits[l]! += v[l * units + j]! * sum;
        }
      }
      for (let l = 0; l < labels.length; l++) {
        const dense = weights.dense[l]!;
        let sum = 0;
        for (let d = 0; d < DENSE_DIMENSIONS; d++) sum += dense[d]! * vector[d]!;
        const masked = context.side === "seller" && isCustomerLabel(labels[l]!);
        logits[l] = masked ? Number.NEGATIVE_INFINITY : logits[l]! + sum;
      }
      return logits.map(sigmoid);
    },
  };
}

let shipped: Weights | null = null;
/** The weights in the repository, read once per process (thread). */
export function shippedWeights(): Weights {
  shipped ??= weightsSchema.parse(JSON.parse(readFileSync(WEIGHTS_FILE, "utf8")));
  return shipped;
}

/**
 * A standardised feature is clipped to this many standard deviations: a call far outside the corpus (a
 * 20-minute monologue where the corpus has none) must not swing a score by what a straight line extrapolates.
 */
export const STANDARD_CLIP = 3;
/** Standardises one value as the fitted models do (scripts/engine/linear-fit.ts uses the same). */
export const standardised = (value: number, mean: number, scale: number) =>
  Math.min(STANDARD_CLIP, Math.max(-STANDARD_CLIP, (value - mean) / (scale || 1)));

/** A linear model's raw value and each feature's contribution to it (for "why 34%"). */
export function applyLinear(
  model: LinearModel,
  values: Readonly<Record<string, number>>,
): { value: number; contributions: { name: string; contribution: number; coefficient: number }[] } {
  let value = model.intercept;
  const contributions = model.names.map((name, i) => {
    const x = standardised(values[name] ?? 0, model.means[i]!, model.scales[i]!);
    const contribution = model.coefficients[i]! * x;
    value += contribution;
    return { name, contribution, coefficient: model.coefficients[i]! };
  });
  return { value, contributions };
}
