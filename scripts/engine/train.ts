/**
 * npm run train: rebuilds src/server/engine/classifier/weights.json from the labelled corpus (tests/corpus).
 *
 * 1. Five sentence classifiers are trained on train+dev, each without one fold of calls; each label's
 *    threshold is tuned on their predictions for the calls they did not see.
 * 2. The call models (conversion, conduct) need sentence probabilities the classifier did not memorise, so
 *    each train+dev call is scored by the fold model that did not see it; the call signals from those feed
 *    a logistic regression on won/lost and a linear regression on the manager's grade.
 * 3. The shipped sentence classifier is trained on train+dev with the tuned thresholds.
 * 4. The side-wording model (roles/talks-like-seller.ts) is trained on train+dev turns.
 * 5. The meeting model (call-kind/) from cross-fitted signals of the same fold models (meeting-trainer.ts).
 * 6. The answer model (objections/answer-features.ts) on the labelled objections (tests/corpus/answered/),
 *    found in each call by the fold model that did not see it (answer-trainer.ts).
 * 7. The MEDDIC decision (meddic/meddic-decision.ts) on the managers' verdicts of the sales calls, from the
 *    rules' and the fold models' readings of each (meddic-trainer.ts).
 * The test split is never read here; `npm run eval` reports on it.
 */
import { writeFileSync } from "node:fs";
import { callStage, STAGE_OF_CALL_TYPE } from "@server/engine/scores/call-stage";
import { fitStages, textsOf } from "./stage-model";
import { callSignals, CALL_SIGNALS, CONVERSION_SIGNALS, type CallSignal, type CallSignals } from "@server/engine/scores/call-signals";
import { classifyCall } from "@server/engine/classifier/classify-call";
import { findFollowUps } from "@server/engine/follow-ups/follow-ups";
import { sentenceContexts } from "@server/engine/classifier/contexts";
import { MODEL_LABELS } from "@server/engine/classifier/labels";
import { applyLinear, createClassifier, serializeWeights, WEIGHTS_FILE, type Weights } from "@server/engine/classifier/model";
import { computeMetrics } from "@server/engine/metrics";
import { measureSentiment } from "@server/engine/sentiment/sentiment";
import { loadCorpus } from "@tests/corpus/load";
import type { CorpusCall } from "@tests/corpus/schema";
import { corpusEngineCall, corpusUtterances, labelledSentences } from "./corpus-calls";
import { labelScores, predictSentences, tuneThresholds, type PredictedSentence } from "./label-scores";
import { auc, fitLinear } from "./linear-fit";
import { seededRandom } from "../demo/script";
import { trainSentenceModel, type TrainingExample } from "./sentence-trainer";
import { sentenceWeights } from "./weights-file";
import { trainSideModel } from "./side-trainer";
import { writeBoundaryModel } from "./segmenter-trainer";
import { fitMeetingModel } from "./meeting-trainer";
import { answerExamples, crossValidate, fitAnswerModel } from "./answer-trainer";
import { fitMeddicModel, meddicAgreement, meddicExamples } from "./meddic-trainer";
import { loadAnsweredLabels } from "@tests/corpus/answered/load";

const examplesOf = (calls: readonly CorpusCall[]): TrainingExample[] =>
  calls.flatMap((call) => {
    const sentences = labelledSentences(call);
    const contexts = sentenceContexts(sentences);
    return sentences.map((sentence, i) => ({ context: contexts[i]!, targets: sentence.targets, mask: sentence.mask }));
  });

const sizeOf = (calls: readonly CorpusCall[]) => ({ calls: calls.length, sentences: calls.reduce((n, c) => n + c.turns.reduce((m, t) => m + t.sentences.length, 0), 0) });

export function signalsOf(call: CorpusCall, weights: Weights): CallSignals {
  const engineCall = corpusEngineCall(call);
  const { utterances, sellers } = corpusUtterances(call);
  const metrics = computeMetrics(utterances, sellers);
  const labels = classifyCall(engineCall, createClassifier(weights));
  return callSignals(engineCall, labels, metrics, measureSentiment(engineCall).customer, findFollowUps(engineCall, labels));
}

/**
 * The conversion model's L2 penalty, chosen by 5-fold cross-validated log loss on the train+dev calls: the
 * corpus is nearly separable, and a weak penalty gives 99% to calls a manager would call open.
 */
function chooseL2(rows: number[][], targets: number[], folds: number[]): number {
  let best = { l2: 0.05, loss: Infinity };
  for (const l2 of [0.01, 0.03, 0.1, 0.3, 1]) {
    let loss = 0;
    for (let fold = 0; fold < 5; fold++) {
      const fit = fitLinear(CONVERSION_SIGNALS, rows.filter((_, i) => folds[i] !== fold), targets.filter((_, i) => folds[i] !== fold), "logistic", l2);
      rows.forEach((row, i) => {
        if (folds[i] !== fold) return;
        const p = 1 / (1 + Math.exp(-applyLinear(fit, Object.fromEntries(CONVERSION_SIGNALS.map((name, c) => [name, row[c]!]))).value));
        loss -= targets[i] ? Math.log(Math.max(1e-6, p)) : Math.log(Math.max(1e-6, 1 - p));
      });
    }
    console.error(`conversion L2 ${l2}: cross-validated log loss ${(loss / rows.length).toFixed(4)}`);
    if (loss < best.loss) best = { l2, loss };
  }
  return best.l2;
}

/**
 * The conversion model's AUC on calls neither it nor the sentence classifier saw (both cross-fitted), overall
 * and for persuasion dialogues apart: an outside evaluation found conversion at chance on persuasion, and the
 * in-sample figure hides that.
 */
function reportHeldOutConversion(decided: readonly { call: CorpusCall; s: CallSignals }[], folds: readonly number[], l2: number): void {
  const rows = decided.map(({ s }) => CONVERSION_SIGNALS.map((name) => s[name]));
  const targets = decided.map(({ call }) => (call.outcome === "won" ? 1 : 0));
  const scores = new Array<number>(decided.length);
  for (let fold = 0; fold < 5; fold++) {
    const fit = fitLinear(CONVERSION_SIGNALS, rows.filter((_, i) => folds[i] !== fold), targets.filter((_, i) => folds[i] !== fold), "logistic", l2);
    decided.forEach(({ s }, i) => {
      if (folds[i] === fold) scores[i] = applyLinear(fit, s).value;
    });
  }
  const aucOf = (keep: (call: CorpusCall) => boolean) => {
    const kept = decided.map(({ call }, i) => ({ call, score: scores[i]! })).filter(({ call }) => keep(call));
    return `${auc(kept.map(({ score }) => score), kept.map(({ call }) => call.outcome === "won")).toFixed(3)} (${kept.length} calls)`;
  };
  console.error(`conversion AUC, 5-fold held out: all ${aucOf(() => true)}; persuasion ${aucOf((call) => call.callType === "persuasion")}; chat-format ${aucOf((call) => call.format === "chat")}; sales ${aucOf((call) => call.callType !== "persuasion")}`);
}

function main() {
  const started = Date.now();
  const train = loadCorpus("train");
  const dev = loadCorpus("dev");

  // 1. Five models over train+dev, each predicting the calls it did not see. Thresholds are tuned on all of
  // those held-out predictions (469 calls) rather than on dev's alone (107): steadier, and made by models
  // closer in size to the shipped one (trained on all of train+dev).
  const calls = [...train, ...dev];
  writeBoundaryModel(calls); // The sentence-boundary model for unpunctuated transcripts (segmenter-trainer.ts).
  const next = seededRandom(11);
  const folds = calls.map(() => Math.floor(next() * 5));
  const foldWeights: Weights[] = [];
  const heldOut: PredictedSentence[] = [];
  for (let fold = 0; fold < 5; fold++) {
    const model = trainSentenceModel(examplesOf(calls.filter((_, i) => folds[i] !== fold)));
    foldWeights.push(sentenceWeights(model, MODEL_LABELS.map(() => 0.5), sizeOf(calls)));
    heldOut.push(...predictSentences(calls.filter((_, i) => folds[i] === fold), createClassifier(foldWeights[fold]!)));
  }
  const thresholds = tuneThresholds(heldOut);
  console.error("train+dev, 5-fold held-out predictions, thresholds tuned on them (optimistic):");
  for (const row of labelScores(heldOut, thresholds)) console.error(`  ${row.label.padEnd(22)} n=${String(row.support).padStart(3)} P=${row.precision} R=${row.recall} F1=${row.f1}`);

  // 2. Cross-fitted call signals on train+dev, from the same fold models at the tuned thresholds.
  const signals: CallSignals[] = new Array(calls.length);
  for (let fold = 0; fold < 5; fold++) {
    const weights = { ...foldWeights[fold]!, thresholds };
    calls.forEach((call, i) => {
      if (folds[i] === fold) signals[i] = signalsOf(call, weights);
    });
  }
  const rowOf = (s: CallSignals, names: readonly CallSignal[] = CALL_SIGNALS) => names.map((name) => s[name]);
  const decided = calls.map((call, i) => ({ call, s: signals[i]! })).filter(({ call }) => call.outcome !== "none");
  const conversionL2 = chooseL2(decided.map(({ s }) => rowOf(s, CONVERSION_SIGNALS)), decided.map(({ call }) => (call.outcome === "won" ? 1 : 0)), folds.filter((_, i) => calls[i]!.outcome !== "none"));
  const conversion = fitLinear(CONVERSION_SIGNALS, decided.map(({ s }) => rowOf(s, CONVERSION_SIGNALS)), decided.map(({ call }) => (call.outcome === "won" ? 1 : 0)), "logistic", conversionL2);
  const sales = calls.map((call, i) => ({ call, s: signals[i]! })).filter(({ call }) => call.callType !== "non_sales");
  const conduct = fitLinear(CALL_SIGNALS, sales.map(({ s }) => rowOf(s)), sales.map(({ call }) => call.repGrade), "linear", 0.1);
  const inSample = auc(decided.map(({ s }) => applyLinear(conversion, s).value), decided.map(({ call }) => call.outcome === "won"));
  console.error(`conversion AUC on train+dev (in-sample for the call model): ${inSample.toFixed(3)}`);
  reportHeldOutConversion(decided, folds.filter((_, i) => calls[i]!.outcome !== "none"), conversionL2);

  const devStages = fitStages(train);
  const stageRight = dev.filter((call) => callStage(textsOf(call), devStages) === STAGE_OF_CALL_TYPE[call.callType]).length;
  console.error(`call stage, fitted on train, accuracy on dev: ${(stageRight / dev.length).toFixed(3)}`);
  const stages = fitStages(calls);

  // 3. The shipped classifier.
  const final = sentenceWeights(trainSentenceModel(examplesOf(calls)), thresholds, sizeOf(calls));
  // 4. How each side words its turns, for the seller-side model (its own weights: tests/corpus/fit-roles.ts).
  const side = trainSideModel(calls);
  // 5. Meeting or sales conversation.
  const meeting = fitMeetingModel(calls, folds, foldWeights.map((fold) => ({ ...fold, thresholds })));
  // 6. Whether the seller answered each objection.
  const foldOf = new Map(calls.map((call, i) => [call.id, folds[i]!]));
  const answers = answerExamples(calls, (call) => ({ ...foldWeights[foldOf.get(call.id)!]!, thresholds }), loadAnsweredLabels());
  console.error(`answer model, 5-fold held out: ${JSON.stringify(crossValidate(answers))}`);
  const answered = fitAnswerModel(answers);
  // 7. The MEDDIC decision on the corpus managers' verdicts, from the same fold models' readings.
  const meddicReads = meddicExamples(calls, folds, foldWeights.map((fold) => ({ ...fold, thresholds })), stages);
  console.error(`MEDDIC decision, agreement held out: ${JSON.stringify(meddicAgreement(meddicReads))}`);
  const meddic = fitMeddicModel(meddicReads);
  const weights: Weights = { ...final, conversion, conduct, stages, side, meeting, answered, meddic };
  const text = serializeWeights(weights);
  writeFileSync(WEIGHTS_FILE, text);
  console.error(`wrote ${WEIGHTS_FILE}: ${weights.features.length} features, ${(text.length / 1024).toFixed(0)} KB, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1]?.endsWith("train.ts")) main();
