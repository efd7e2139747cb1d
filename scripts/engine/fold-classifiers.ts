/**
 * train.ts's five fold sentence classifiers over train+dev (same folds, thresholds tuned on their held-out
 * predictions), for the scripts that study a call model without a full `npm run train` (meeting-cv.ts,
 * meddic-cv.ts). They are kept in a cache directory keyed by the calls and the classifier's options, so a
 * second run reads them back instead of training for ten minutes.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MODEL_LABELS } from "@server/engine/classifier/labels";
import { createClassifier, serializeWeights, weightsSchema, type Weights } from "@server/engine/classifier/model";
import { sentenceContexts } from "@server/engine/classifier/contexts";
import { loadCorpus } from "@tests/corpus/load";
import type { CorpusCall } from "@tests/corpus/schema";
import { seededRandom } from "../demo/script";
import { labelledSentences } from "./corpus-calls";
import { predictSentences, tuneThresholds, type PredictedSentence } from "./label-scores";
import { DEFAULT_TRAIN_OPTIONS, trainSentenceModel } from "./sentence-trainer";
import { sentenceWeights } from "./weights-file";

export const FOLDS = 5;
export const DEFAULT_FOLD_CACHE = "/tmp/rapport-meeting-folds";

/** train.ts's calls (train then dev) and its fold of each (seed 11). */
export function trainPlusDevFolds(): { calls: CorpusCall[]; folds: number[] } {
  const calls = [...loadCorpus("train"), ...loadCorpus("dev")];
  const next = seededRandom(11);
  return { calls, folds: calls.map(() => Math.floor(next() * FOLDS)) };
}

const examplesOf = (calls: readonly CorpusCall[]) =>
  calls.flatMap((call) => {
    const sentences = labelledSentences(call);
    const contexts = sentenceContexts(sentences);
    return sentences.map((sentence, i) => ({ context: contexts[i]!, targets: sentence.targets, mask: sentence.mask }));
  });

/** The fold classifiers at the tuned thresholds, read from `cache` when the same calls made them. */
export function foldClassifiers(calls: readonly CorpusCall[], folds: readonly number[], cache = DEFAULT_FOLD_CACHE): Weights[] {
  const key = createHash("sha256")
    .update(JSON.stringify({ calls: calls.map((call) => [call.id, call.turns.length]), folds, options: DEFAULT_TRAIN_OPTIONS }))
    .digest("hex")
    .slice(0, 16);
  const dir = join(cache, key);
  const file = (fold: number) => join(dir, `fold-${fold}.json`);
  if (Array.from({ length: FOLDS }, (_, fold) => existsSync(file(fold))).every(Boolean)) {
    console.error(`fold classifiers from ${dir}`);
    return Array.from({ length: FOLDS }, (_, fold) => weightsSchema.parse(JSON.parse(readFileSync(file(fold), "utf8"))));
  }
  const weights: Weights[] = [];
  const heldOut: PredictedSentence[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const started = Date.now();
    const model = trainSentenceModel(examplesOf(calls.filter((_, i) => folds[i] !== fold)));
    weights.push(sentenceWeights(model, MODEL_LABELS.map(() => 0.5), { calls: 0, sentences: 0 }));
    heldOut.push(...predictSentences(calls.filter((_, i) => folds[i] === fold), createClassifier(weights[fold]!)));
    console.error(`fold ${fold} classifier: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const thresholds = tuneThresholds(heldOut);
  const tuned = weights.map((fold) => ({ ...fold, thresholds }));
  mkdirSync(dir, { recursive: true });
  tuned.forEach((fold, i) => writeFileSync(file(i), serializeWeights(fold)));
  return tuned;
}
