import { DENSE_DIMENSIONS as EMBEDDING_DIMENSIONS, denseFeatures, sentenceFeatures } from "@server/engine/classifier/features";
import { MODEL_LABELS } from "@server/engine/classifier/labels";
import type { SentenceContext } from "@server/engine/classifier/features";
import { withoutContext } from "@server/engine/classifier/contexts";
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
  /** The deep part, when options.hidden > 0 (see HiddenLayer in model.ts). */
  hidden: { units: number; w1: Float64Array; b1: Float64Array; v: Float64Array } | null;
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** A feature seen in fewer training sentences than this is dropped: it would only memorise. */
  minCount: number;
  seed: number;
  /** Units of the hidden layer over the word vectors (0: none, a purely linear model). */
  hidden: number;
  /** Adagrad's learning rate for the hidden layer's weights. */
  hiddenRate: number;
  /**
   * The share of examples, drawn afresh each epoch, read without their context (the other side's sentence
   * before, the reaction, the same speaker's sentence before), so a sentence that says a thing plainly is
   * recognised whatever came before it. Without it the model leant on the context so hard that a plainly
   * worded sentence heard with none (a customer's first turn, a call whose sides are misread) carried no label:
   * 5-fold cross-validation on train+dev (scripts/engine/sweep-cv.ts, the same held-out sentences read without
   * context) gave macro F1 0.045 (pain 0.001, objection 0.000) with none, against 0.514 (pain 0.654, objection
   * 0.589) at 0.3; read with their context, macro 0.553 -> 0.540 (pain 0.727 -> 0.703, objection 0.669 ->
   * 0.655). 0.1 and 0.05 cost as much with context (macro 0.541, 0.543) and kept less without (0.503, 0.477).
   */
  contextDropout: number;
}

/**
 * hidden 64 at rate 0.05: 5-fold cross-validation on train+dev (870 calls, scripts/engine/sweep-cv.ts), against
 * the linear model with the same features: macro F1 0.516 -> 0.531, pain 0.709 -> 0.720, objection 0.637 ->
 * 0.643, metric 0.711 -> 0.748, economic buyer 0.780 -> 0.788; 32 units gave 0.526, 64 at rate 0.1 gave 0.522.
 */
export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { epochs: 25, learningRate: 0.02, l2: 1e-5, minCount: 2, seed: 7, hidden: 64, hiddenRate: 0.05, contextDropout: 0.3 };

/**
 * One-vs-rest logistic regression per label over sparse n-gram features plus the mean word vectors, with a
 * shared hidden layer over the word vectors beside it (wide and deep), trained with Adagrad. Positives are up-weighted by sqrt(negatives / positives) so rare labels are learned; the
 * decision thresholds are tuned afterwards on held-out calls, which corrects the calibration this shifts.
 */
export function trainSentenceModel(examples: readonly TrainingExample[], options: TrainOptions = DEFAULT_TRAIN_OPTIONS): SentenceModel {
  const labels = MODEL_LABELS.length;
  const featureLists = examples.map((example) => sentenceFeatures(example.context));
  const { features, rows, id } = sparseVocabulary(featureLists, options.minCount);
  const vectors = examples.map((example) => denseFeatures(example.context));
  const bareRows = options.contextDropout > 0
    ? examples.map((example) => sentenceFeatures(withoutContext(example.context)).map((f) => id.get(f)).filter((i): i is number => i !== undefined))
    : rows;
  const bareVectors = options.contextDropout > 0 ? examples.map((example) => denseFeatures(withoutContext(example.context))) : vectors;

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
  const H = options.hidden;
  const D = EMBEDDING_DIMENSIONS;
  // The deep part: one ReLU layer over the word vectors, shared by every label (what one label learns of the
  // vectors helps the others), its outputs weighted per label beside the sparse and dense linear terms.
  const w1 = new Float64Array(H * D).map(() => (next() * 2 - 1) * Math.sqrt(6 / (D + H)));
  const b1 = new Float64Array(H);
  const v = new Float64Array(labels * H);
  const w1G = new Float64Array(H * D).fill(1e-8);
  const b1G = new Float64Array(H).fill(1e-8);
  const vG = new Float64Array(labels * H).fill(1e-8);
  const h = new Float64Array(H);
  const dh = new Float64Array(H);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, next);
    for (const e of order) {
      const example = examples[e]!;
      const dropped = options.contextDropout > 0 && next() < options.contextDropout;
      const row = (dropped ? bareRows : rows)[e]!;
      const vector = (dropped ? bareVectors : vectors)[e]!;
      for (let j = 0; j < H; j++) {
        let sum = b1[j]!;
        for (let d = 0; d < D; d++) sum += w1[j * D + d]! * vector[d]!;
        h[j] = sum > 0 ? sum : 0;
      }
      dh.fill(0);
      for (let l = 0; l < labels; l++) {
        if (!example.mask[l]) continue;
        let logit = 0;
        for (const f of row) logit += sparse[f * labels + l]!;
        for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) logit += dense[l * EMBEDDING_DIMENSIONS + d]! * vector[d]!;
        for (let j = 0; j < H; j++) logit += v[l * H + j]! * h[j]!;
        const p = 1 / (1 + Math.exp(-logit));
        const y = example.targets[l]!;
        const g = (p - y) * (y ? positiveWeight[l]! : 1);
        for (let j = 0; j < H; j++) {
          const k = l * H + j;
          dh[j]! += g * v[k]!;
          const grad = g * h[j]! + options.l2 * v[k]!;
          vG[k]! += grad * grad;
          v[k]! -= (options.hiddenRate * grad) / Math.sqrt(vG[k]!);
        }
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
      for (let j = 0; j < H; j++) {
        if (h[j]! <= 0) continue;
        const gj = dh[j]!;
        b1G[j]! += gj * gj;
        b1[j]! -= (options.hiddenRate * gj) / Math.sqrt(b1G[j]!);
        for (let d = 0; d < D; d++) {
          const k = j * D + d;
          const grad = gj * vector[d]! + options.l2 * w1[k]!;
          w1G[k]! += grad * grad;
          w1[k]! -= (options.hiddenRate * grad) / Math.sqrt(w1G[k]!);
        }
      }
    }
  }
  return { features, sparse, dense, hidden: H > 0 ? { units: H, w1, b1, v } : null };
}
