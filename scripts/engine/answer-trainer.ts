/**
 * The answer model: whether the seller side answered an objection, fitted on the corpus's answered labels
 * (tests/corpus/answered/). `npx tsx scripts/engine/answer-trainer.ts` compares it with the hand-written rule
 * by 5-fold cross-validation over calls and writes it into weights.json; `npm run train` refits it with the
 * sentence classifier's cross-fitted labels.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { Call } from "@server/engine/call/call";
import { classifyCall } from "@server/engine/classifier/classify-call";
import { createClassifier, serializeWeights, shippedWeights, WEIGHTS_FILE, weightsSchema, type LinearModel, type Weights } from "@server/engine/classifier/model";
import { ANSWER_FEATURES, answerFeatures } from "@server/engine/objections/answer-features";
import { ANSWERED_AT, answeredByRule, answerProbability, isAnswered } from "@server/engine/objections/answered";
import { objectionRaises } from "@server/engine/objections/objections";
import type { Raise } from "@server/engine/objections/raise";
import { loadAnsweredLabels, type AnsweredLabel } from "@tests/corpus/answered/load";
import { loadCorpus } from "@tests/corpus/load";
import type { CorpusCall } from "@tests/corpus/schema";
import { seededRandom } from "../demo/script";
import { corpusEngineCall } from "./corpus-calls";
import { fitLinear } from "./linear-fit";

/** One objection the engine found, with the labellers' verdict. */
export interface AnswerExample {
  callId: string;
  call: Call;
  raise: Raise;
  raises: Raise[];
  labels: ReturnType<typeof classifyCall>;
  answered: boolean;
}

const normalised = (text: string) => text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, " ").trim();

/**
 * The corpus sentence (turn.sentence) each engine sentence comes from: the engine joins a speaker's turns
 * and splits sentences its own way, so sentences are matched by text, in order.
 */
function corpusPositions(corpus: CorpusCall, call: Call): (string | null)[] {
  const flat = corpus.turns.flatMap((turn, t) => turn.sentences.map((sentence, s) => ({ key: `${t}.${s}`, text: normalised(sentence.text) })));
  let pointer = 0;
  return call.sentences.map((sentence) => {
    const text = normalised(sentence.text);
    for (let k = pointer; k < Math.min(flat.length, pointer + 6); k++) {
      const candidate = flat[k]!;
      if (candidate.text.includes(text) || text.includes(candidate.text)) {
        pointer = k;
        return candidate.key;
      }
    }
    return null;
  });
}

/** The engine's objections in the labelled calls, each with the majority verdict of its labelled sentences. */
export function answerExamples(calls: readonly CorpusCall[], weightsOf: (call: CorpusCall) => Weights, byCall: Map<string, AnsweredLabel[]>): AnswerExample[] {
  const examples: AnswerExample[] = [];
  for (const corpus of calls) {
    const verdicts = byCall.get(corpus.id);
    if (!verdicts) continue;
    const verdict = new Map(verdicts.map((label) => [`${label.turn}.${label.sentence}`, label.answered]));
    const call = corpusEngineCall(corpus);
    const labels = classifyCall(call, createClassifier(weightsOf(corpus)));
    const positions = corpusPositions(corpus, call);
    const raises = objectionRaises(call, labels);
    for (const raise of raises) {
      const votes = raise.sentences.map((sentence) => verdict.get(positions[sentence.index] ?? "")).filter((vote) => vote !== undefined);
      if (!votes.length) continue;
      const yes = votes.filter(Boolean).length;
      examples.push({ callId: corpus.id, call, raise, raises, labels, answered: yes * 2 >= votes.length });
    }
  }
  return examples;
}

const rowOf = (example: AnswerExample) => {
  const features = answerFeatures(example.call, example.raise, example.raises);
  return ANSWER_FEATURES.map((name) => features[name]);
};

/** Chosen by the same cross-validation (816 objections): 0.01 held out accuracy 0.841, 0.03 0.839, 0.1 0.825. */
export const ANSWER_L2 = 0.01;

export function fitAnswerModel(examples: readonly AnswerExample[], l2 = ANSWER_L2): LinearModel {
  return fitLinear(ANSWER_FEATURES, examples.map(rowOf), examples.map((example) => (example.answered ? 1 : 0)), "logistic", l2);
}

interface Scores { accuracy: number; notAnsweredPrecision: number; notAnsweredRecall: number; notAnsweredF1: number }

function scores(predicted: readonly boolean[], actual: readonly boolean[]): Scores {
  let right = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  predicted.forEach((answered, i) => {
    if (answered === actual[i]) right++;
    if (!answered && !actual[i]) tp++;
    if (!answered && actual[i]) fp++;
    if (answered && !actual[i]) fn++;
  });
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { accuracy: round(right / Math.max(1, predicted.length)), notAnsweredPrecision: round(precision), notAnsweredRecall: round(recall), notAnsweredF1: round((2 * precision * recall) / Math.max(1e-9, precision + recall)) };
}

/** 5-fold cross-validation over calls: the rule, the model alone, and the model with the customer's "settled". */
export function crossValidate(examples: readonly AnswerExample[], l2 = ANSWER_L2): Record<string, Scores | number> {
  const ids = [...new Set(examples.map((example) => example.callId))];
  const next = seededRandom(5);
  const fold = new Map(ids.map((id) => [id, Math.floor(next() * 5)]));
  const model: boolean[] = new Array(examples.length);
  const full: boolean[] = new Array(examples.length);
  for (let f = 0; f < 5; f++) {
    const fitted = fitAnswerModel(examples.filter((example) => fold.get(example.callId) !== f), l2);
    examples.forEach((example, i) => {
      if (fold.get(example.callId) !== f) return;
      model[i] = answerProbability(fitted, example.call, example.raise, example.raises) >= ANSWERED_AT;
      full[i] = isAnswered(example.call, example.raise, example.raises, example.labels, fitted);
    });
  }
  const actual = examples.map((example) => example.answered);
  return {
    objections: examples.length,
    answeredShare: Math.round((actual.filter(Boolean).length / Math.max(1, actual.length)) * 1000) / 1000,
    rule: scores(examples.map((example) => answeredByRule(example.call, example.raise, example.raises)), actual),
    ruleWithSettled: scores(examples.map((example) => isAnswered(example.call, example.raise, example.raises, example.labels, null)), actual),
    model: scores(model, actual),
    modelWithSettled: scores(full, actual),
  };
}

/** The shipped model and the rule on labelled objections neither was fitted on (`npm run eval`: the test split). */
export function answerScores(examples: readonly AnswerExample[], model: LinearModel | null): Record<string, Scores | number> {
  const actual = examples.map((example) => example.answered);
  return {
    objections: examples.length,
    answeredShare: Math.round((actual.filter(Boolean).length / Math.max(1, actual.length)) * 1000) / 1000,
    rule: scores(examples.map((example) => isAnswered(example.call, example.raise, example.raises, example.labels, null)), actual),
    ...(model ? { model: scores(examples.map((example) => isAnswered(example.call, example.raise, example.raises, example.labels, model)), actual) } : {}),
  };
}

function main() {
  const byCall = loadAnsweredLabels();
  const calls = [...loadCorpus("train"), ...loadCorpus("dev")];
  const shipped = shippedWeights();
  const examples = answerExamples(calls, () => shipped, byCall);
  for (const l2 of [0.01, 0.03, 0.1, 0.3]) console.error(`l2 ${l2}:`, JSON.stringify(crossValidate(examples, l2)));
  const model = fitAnswerModel(examples);
  console.log(JSON.stringify({ heldOut: crossValidate(examples), model }, null, 1));
  if (process.argv.includes("--write")) {
    const weights = weightsSchema.parse(JSON.parse(readFileSync(WEIGHTS_FILE, "utf8")));
    writeFileSync(WEIGHTS_FILE, serializeWeights({ ...weights, answered: model }));
    console.error(`wrote the answer model into ${WEIGHTS_FILE}`);
  }
}

if (process.argv[1]?.endsWith("answer-trainer.ts")) main();
