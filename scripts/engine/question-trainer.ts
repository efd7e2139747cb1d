/**
 * npx tsx scripts/engine/question-trainer.ts [--write]
 *
 * Fits the unmarked-question model (src/server/engine/question-model/) on the corpus' punctuated train calls:
 * each labelled sentence with its punctuation stripped and lower-cased (as speech-to-text gives it), the
 * target whether its writer ended it with "?". The threshold is chosen on dev's punctuated calls: the highest
 * F1 among thresholds whose precision is at least that of the opener rule the engine used alone before
 * (isQuestion on the same stripped sentences), since a statement counted as a question is bad coaching too.
 * Prints dev's figures per threshold; `--write` writes weights.json. The test split is never read.
 */
import { writeFileSync } from "node:fs";
import { QUESTION_WEIGHTS_FILE, questionScorer, type QuestionModel } from "@server/engine/question-model/model";
import { questionFeatures } from "@server/engine/question-model/features";
import { isQuestion } from "@server/engine/questions";
import type { CorpusCall } from "@tests/corpus/schema";
import { loadSplit, MARKED_QUESTION, VARIANTS } from "./questions-eval";
import { isSpeechStyle } from "./segmenter-trainer";
import { fitSparseLogistic, type SparseLogisticOptions } from "./sparse-logistic";

export const QUESTION_TRAIN_OPTIONS: SparseLogisticOptions = { epochs: 10, learningRate: 0.1, l2: 1e-5, minCount: 3, seed: 17 };
const THRESHOLDS = Array.from({ length: 23 }, (_, i) => Math.round((0.3 + i * 0.025) * 1000) / 1000);
/** A weight smaller than this moves a sentence's log-odds by less than a twentieth: kept, it only grows the file. */
const NEGLIGIBLE = 0.05;
const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

interface Example {
  text: string;
  question: boolean;
}

const examplesOf = (calls: readonly CorpusCall[]): Example[] =>
  calls
    .filter((call) => !isSpeechStyle(call))
    .flatMap((call) => call.turns.flatMap((turn) => turn.sentences))
    .map((sentence) => ({ text: VARIANTS.bare(sentence.text), question: MARKED_QUESTION.test(sentence.text.trim()) }))
    .filter((example) => example.text !== "");

export function fitQuestionModel(examples: readonly Example[], calls: number, threshold: number): QuestionModel {
  const fit = fitSparseLogistic(examples.map((e) => questionFeatures(e.text)), examples.map((e) => (e.question ? 1 : 0)), QUESTION_TRAIN_OPTIONS);
  const kept = fit.features.map((feature, i) => [feature, round(fit.weights[i]!, 2)] as const).filter(([, w]) => Math.abs(w) >= NEGLIGIBLE);
  return {
    features: kept.map(([feature]) => feature),
    weights: kept.map(([, w]) => w),
    bias: round(fit.bias, 2),
    threshold,
    trainedOn: { calls, sentences: examples.length },
  };
}

function score(examples: readonly Example[], asked: (text: string) => boolean) {
  let found = 0;
  let right = 0;
  const labelled = examples.filter((e) => e.question).length;
  for (const e of examples) {
    if (!asked(e.text)) continue;
    found++;
    if (e.question) right++;
  }
  const precision = found ? right / found : 1;
  const recall = labelled ? right / labelled : 1;
  return { found, right, precision: round(precision), recall: round(recall), f1: round(precision + recall ? (2 * precision * recall) / (precision + recall) : 0) };
}

function main() {
  const trainCalls = loadSplit("train");
  const train = examplesOf(trainCalls);
  const dev = examplesOf(loadSplit("dev"));
  const model = fitQuestionModel(train, trainCalls.filter((call) => !isSpeechStyle(call)).length, 0.5);
  console.log(`train: ${train.length} sentences, ${train.filter((e) => e.question).length} questions; dev: ${dev.length}, ${dev.filter((e) => e.question).length}; ${model.features.length} features`);
  const rule = score(dev, isQuestion);
  console.log(`dev, opener rule alone: ${JSON.stringify(rule)}`);
  let best = { threshold: 0.5, f1: -1 };
  for (const threshold of THRESHOLDS) {
    const figures = score(dev, questionScorer({ ...model, threshold }).asked);
    console.log(`dev, threshold ${threshold}: ${JSON.stringify(figures)}`);
    if (figures.right * rule.found >= rule.right * figures.found && figures.f1 > best.f1) best = { threshold, f1: figures.f1 };
  }
  console.log(`chosen threshold ${best.threshold}`);
  if (process.argv.includes("--write")) {
    writeFileSync(QUESTION_WEIGHTS_FILE, `${JSON.stringify({ ...model, threshold: best.threshold })}\n`);
    console.log(`wrote ${QUESTION_WEIGHTS_FILE}`);
  }
}

if (process.argv[1]?.endsWith("question-trainer.ts")) main();
