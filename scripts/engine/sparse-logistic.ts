import { seededRandom } from "../demo/script";
import { shuffleInPlace, sparseVocabulary } from "./sparse-vocabulary";

export interface SparseLogisticOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** A feature seen in fewer examples than this is dropped: it would only memorise. */
  minCount: number;
  seed: number;
}

/** One weight per kept feature (features sorted), and the bias. */
export interface SparseLogistic {
  features: string[];
  weights: Float64Array;
  bias: number;
}

/**
 * Single-label logistic regression over sparse binary features, with Adagrad and an L2 penalty: what the
 * side model (side-trainer.ts) and the sentence-boundary model (segmenter-trainer.ts) both fit.
 * `weightOf(target)` scales an example's gradient, so a rare class can be made to count.
 */
export function fitSparseLogistic(
  lists: readonly string[][],
  targets: ArrayLike<number>,
  options: SparseLogisticOptions,
  weightOf: (target: number) => number = () => 1,
): SparseLogistic {
  const { features, rows } = sparseVocabulary(lists, options.minCount);
  const weights = new Float64Array(features.length);
  const squared = new Float64Array(features.length).fill(1e-8);
  let bias = 0;
  let biasSquared = 1e-8;
  const order = rows.map((_, i) => i);
  const next = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, next);
    for (const e of order) {
      const row = rows[e]!;
      const y = targets[e]!;
      let z = bias;
      for (const f of row) z += weights[f]!;
      const g = (1 / (1 + Math.exp(-z)) - y) * weightOf(y);
      for (const f of row) {
        const grad = g + options.l2 * weights[f]!;
        squared[f]! += grad * grad;
        weights[f]! -= (options.learningRate * grad) / Math.sqrt(squared[f]!);
      }
      biasSquared += g * g;
      bias -= (options.learningRate * g) / Math.sqrt(biasSquared);
    }
  }
  return { features, weights, bias };
}
