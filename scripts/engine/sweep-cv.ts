/**
 * npx tsx scripts/engine/sweep-cv.ts '[{...options}]': like sweep.ts, but scores each setting by 5-fold
 * cross-validation over the train and dev calls (never test): every call is predicted by a model that did not
 * see it, and one threshold per label is tuned on all held-out predictions. About five times slower than
 * sweep.ts, and far less noisy than dev's 49 calls alone.
 */
import { MODEL_LABELS } from "@server/engine/classifier/labels";
import { createClassifier } from "@server/engine/classifier/model";
import { sentenceContexts, withoutContext } from "@server/engine/classifier/contexts";
import { loadCorpus } from "@tests/corpus/load";
import type { CorpusCall } from "@tests/corpus/schema";
import { seededRandom } from "../demo/script";
import { labelledSentences } from "./corpus-calls";
import { labelScores, predictSentences, tuneThresholds, type PredictedSentence } from "./label-scores";
import { DEFAULT_TRAIN_OPTIONS, trainSentenceModel, type TrainOptions } from "./sentence-trainer";
import { sentenceWeights } from "./weights-file";

const examplesOf = (calls: readonly CorpusCall[]) =>
  calls.flatMap((call) => {
    const sentences = labelledSentences(call);
    const contexts = sentenceContexts(sentences);
    return sentences.map((sentence, i) => ({ context: contexts[i]!, targets: sentence.targets, mask: sentence.mask }));
  });

const calls = [...loadCorpus("train"), ...loadCorpus("dev")];
const next = seededRandom(17);
const folds = calls.map(() => Math.floor(next() * 5));
const grid: Partial<TrainOptions>[] = JSON.parse(process.argv[2] ?? "[{}]");
for (const change of grid) {
  const options = { ...DEFAULT_TRAIN_OPTIONS, ...change };
  const predicted: PredictedSentence[] = [];
  // The same held-out sentences read without any context (as a call's opening line, or after an aside): how
  // much a label depends on what came before rather than on what the sentence says.
  const bare: PredictedSentence[] = [];
  for (let fold = 0; fold < 5; fold++) {
    const model = trainSentenceModel(examplesOf(calls.filter((_, i) => folds[i] !== fold)), options);
    const classifier = createClassifier(sentenceWeights(model, MODEL_LABELS.map(() => 0.5), { calls: 0, sentences: 0 }));
    const held = calls.filter((_, i) => folds[i] === fold);
    predicted.push(...predictSentences(held, classifier));
    for (const call of held) {
      const sentences = labelledSentences(call);
      sentenceContexts(sentences).forEach((context, i) =>
        bare.push({ sentence: sentences[i]!, probabilities: classifier.predict(withoutContext(context)) }),
      );
    }
  }
  const thresholds = tuneThresholds(predicted);
  const scores = labelScores(predicted, thresholds);
  const bareScores = labelScores(bare, thresholds);
  const pickBare = (label: string) => bareScores.find((s) => s.label === label)!.f1;
  const pick = (label: string) => scores.find((s) => s.label === label)!.f1;
  const macro = scores.reduce((s, r) => s + r.f1, 0) / scores.length;
  console.log(
    JSON.stringify(change),
    `macro=${macro.toFixed(3)} pain=${pick("pain")} obj=${pick("objection (any type)")} next=${pick("next_step")} eb=${pick("economic_buyer")} metric=${pick("metric")} dp=${pick("decision_process")} rej=${pick("rejection")} buy=${pick("buying_signal")}`,
    `| without context: macro=${(bareScores.reduce((s, r) => s + r.f1, 0) / bareScores.length).toFixed(3)} pain=${pickBare("pain")} obj=${pickBare("objection (any type)")} next=${pickBare("next_step")} eb=${pickBare("economic_buyer")}`,
  );
}
