import { DENSE_DIMENSIONS as EMBEDDING_DIMENSIONS, denseFeatures, sentenceFeatures } from "@server/engine/classifier/features";
import { MODEL_LABELS } from "@server/engine/classifier/labels";
import type { SentenceContext } from "@server/engine/classifier/features";
import { seededRandom } from "../demo/script";
import { shuffleInPlace, sparseVocabulary } from "./sparse-vocabulary";

/** A sentence ready for training: its context, targets and mask (see corpus-calls.ts). */
export interface TrainingExample {
  context: SentenceContext;
  targets: Uint8Array;
  mask: Uint8Array;
}

export interface SentenceModel {
  features: string[];
  /** features.length × labels, row-major. */
  sparse: Float64Array;
  /** labels × DENSE_DIMENSIONS, row-major. */
  dense: Float64Array;
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** A feature seen in fewer training sentences than this is dropped: it would only memorise. */
  minCount: number;
  seed: number;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { epochs: 25, learningRate: 0.02, l2: 1e-5, minCount: 2, seed: 7 };

/**
 * One-vs-rest logistic regression per label over sparse n-gram features plus the mean word vector, trained
 * with Adagrad. Positives are up-weighted by sqrt(negatives / positives) so rare labels are learned; the
 * decision thresholds are tuned afterwards on held-out calls, which corrects the calibration this shifts.
 */
export function trainSentenceModel(examples: readonly TrainingExample[], options: TrainOptions = DEFAULT_TRAIN_OPTIONS): SentenceModel {
  const labels = MODEL_LABELS.length;
  const featureLists = examples.map((example) => sentenceFeatures(example.context));
  const { features, rows } = sparseVocabulary(featureLists, options.minCount);
  const vectors = examples.map((example) => denseFeatures(example.context));

  const positiveWeight = MODEL_LABELS.map((_, l) => {
    let positives = 0;
    let negatives = 0;
    for (const example of examples) {
      if (!example.mask[l]) continue;
      if (example.targets[l]) positives++;
      else negatives++;
    }
    return positives > 0 ? Math.min(8, Math.sqrt(negatives / positives)) : 1;
  });

  const sparse = new Float64Array(features.length * labels);
  const sparseG = new Float64Array(features.length * labels).fill(1e-8);
  const dense = new Float64Array(labels * EMBEDDING_DIMENSIONS);
  const denseG = new Float64Array(labels * EMBEDDING_DIMENSIONS).fill(1e-8);
  const order = examples.map((_, i) => i);
  const next = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, next);
    for (const e of order) {
      const example = examples[e]!;
      const row = rows[e]!;
      const vector = vectors[e]!;
      for (let l = 0; l < labels; l++) {
        if (!example.mask[l]) continue;
        let logit = 0;
        for (const f of row) logit += sparse[f * labels + l]!;
        for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) logit += dense[l * EMBEDDING_DIMENSIONS + d]! * vector[d]!;
        const p = 1 / (1 + Math.exp(-logit));
        const y = example.targets[l]!;
        const g = (p - y) * (y ? positiveWeight[l]! : 1);
        for (const f of row) {
          const k = f * labels + l;
          const grad = g + options.l2 * sparse[k]!;
          sparseG[k]! += grad * grad;
          sparse[k]! -= (options.learningRate * grad) / Math.sqrt(sparseG[k]!);
        }
        for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) {
          const k = l * EMBEDDING_DIMENSIONS + d;
          const grad = g * vector[d]! + options.l2 * dense[k]!;
          denseG[k]! += grad * grad;
          dense[k]! -= (options.learningRate * grad) / Math.sqrt(denseG[k]!);
        }
      }
    }
  }
  return { features, sparse, dense };
}
