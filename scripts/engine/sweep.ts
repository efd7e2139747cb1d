/** npx tsx scripts/engine/sweep.ts: tries training settings, scoring each on dev (never test). */
import { sentenceContexts } from "@server/engine/classifier/contexts";
import { MODEL_LABELS } from "@server/engine/classifier/labels";
import { createClassifier } from "@server/engine/classifier/model";
import { loadCorpus } from "@tests/corpus/load";
import type { CorpusCall } from "@tests/corpus/schema";
import { labelledSentences } from "./corpus-calls";
import { labelScores, predictSentences, tuneThresholds } from "./label-scores";
import { DEFAULT_TRAIN_OPTIONS, trainSentenceModel, type TrainOptions } from "./sentence-trainer";
import { sentenceWeights } from "./weights-file";

const examplesOf = (calls: readonly CorpusCall[]) =>
  calls.flatMap((call) => {
    const sentences = labelledSentences(call);
    const contexts = sentenceContexts(sentences);
    return sentences.map((sentence, i) => ({ context: contexts[i]!, targets: sentence.targets, mask: sentence.mask }));
  });

const train = examplesOf(loadCorpus("train"));
const dev = loadCorpus("dev");
const grid: Partial<TrainOptions>[] = JSON.parse(process.argv[2] ?? "[{}]");
for (const change of grid) {
  const options = { ...DEFAULT_TRAIN_OPTIONS, ...change };
  const model = trainSentenceModel(train, options);
  const predicted = predictSentences(dev, createClassifier(sentenceWeights(model, MODEL_LABELS.map(() => 0.5), { calls: 0, sentences: 0 })));
  const scores = labelScores(predicted, tuneThresholds(predicted));
  const pick = (label: string) => scores.find((s) => s.label === label)!.f1;
  const macro = scores.slice(0, MODEL_LABELS.length).reduce((s, r) => s + r.f1, 0) / MODEL_LABELS.length;
  console.log(JSON.stringify(change), `macro=${macro.toFixed(3)} pain=${pick("pain")} obj=${pick("objection (any type)")} next=${pick("next_step")} eb=${pick("economic_buyer")} metric=${pick("metric")}`);
}
