import { sentenceContexts } from "@server/engine/classifier/contexts";
import { MODEL_LABELS } from "@server/engine/classifier/labels";
import type { SentenceClassifier } from "@server/engine/classifier/model";
import type { CorpusCall } from "@tests/corpus/schema";
import { labelledSentences, type LabelledSentence } from "./corpus-calls";

export interface PredictedSentence {
  sentence: LabelledSentence;
  probabilities: Float64Array;
}

/** Every labelled sentence of the calls with the classifier's probabilities, in the engine's own contexts. */
export function predictSentences(calls: readonly CorpusCall[], classifier: SentenceClassifier): PredictedSentence[] {
  return calls.flatMap((call) => {
    const sentences = labelledSentences(call);
    const contexts = sentenceContexts(sentences);
    return sentences.map((sentence, i) => ({ sentence, probabilities: classifier.predict(contexts[i]!) }));
  });
}

export interface LabelScore { label: string; support: number; precision: number; recall: number; f1: number }

const score = (label: string, tp: number, fp: number, fn: number): LabelScore => {
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { label, support: tp + fn, precision: r(precision), recall: r(recall), f1: r(f1) };
};

/** Per-label precision/recall/F1 at the thresholds ("objection" is reported as "objection (any type)"). */
export function labelScores(predicted: readonly PredictedSentence[], thresholds: readonly number[]): LabelScore[] {
  const rows = MODEL_LABELS.map((label, l) => {
    let tp = 0, fp = 0, fn = 0;
    for (const { sentence, probabilities } of predicted) {
      if (!sentence.mask[l]) continue;
      const said = probabilities[l]! >= thresholds[l]!;
      if (said && sentence.targets[l]) tp++;
      else if (said) fp++;
      else if (sentence.targets[l]) fn++;
    }
    return score(label, tp, fp, fn);
  });
  return rows.map((row) => (row.label === "objection" ? { ...row, label: "objection (any type)" } : row));
}

/** Per label, the threshold in 0.2..0.8 with the best F1 on these sentences (ties: the middle). */
export function tuneThresholds(predicted: readonly PredictedSentence[]): number[] {
  return MODEL_LABELS.map((label, l) => {
    let best = 0.5;
    let bestF1 = -1;
    for (let t = 0.2; t <= 0.801; t += 0.025) {
      const thresholds = MODEL_LABELS.map(() => 1);
      thresholds[l] = t;
      const f1 = labelScores(predicted, thresholds)[l]!.f1;
      if (f1 > bestF1 + 1e-9 || (Math.abs(f1 - bestF1) < 1e-9 && Math.abs(t - 0.5) < Math.abs(best - 0.5))) {
        bestF1 = f1;
        best = t;
      }
    }
    return Math.round(best * 1000) / 1000;
  });
}
