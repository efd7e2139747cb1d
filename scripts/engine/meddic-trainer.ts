/**
 * The MEDDIC decision (meddic/meddic-decision.ts): per criterion, an ordinal pair of logistic models over
 * the rules' and the classifier's readings of a call, fitted on the corpus managers' verdicts. The readings
 * come from the fold classifier that did not see the call (as the shipped one reads a new call), so the
 * fit learns how far to trust the classifier on unseen words. The stage is read with the stage centroids
 * given (train.ts's, fitted on train+dev as shipped: their stage is a little surer than a new call's).
 */
import { MEDDIC_CRITERIA, type MeddicCriterion } from "@shared/analysis";
import { classifyCall } from "@server/engine/classifier/classify-call";
import { createClassifier, type Weights } from "@server/engine/classifier/model";
import { callStage } from "@server/engine/scores/call-stage";
import { MEDDIC_FEATURES, meddicChances, meddicVerdict, type MeddicFeatures, type MeddicResult } from "@server/engine/meddic/meddic-decision";
import type { MeddicModel } from "@server/engine/meddic/meddic-schema";
import { meddicReadings, scoreMeddic } from "@server/engine/meddic/scorecard";
import type { CorpusCall } from "@tests/corpus/schema";
import { corpusEngineCall } from "./corpus-calls";
import { fitLinear } from "./linear-fit";

export interface MeddicExample {
  id: string;
  fold: number;
  readings: Record<MeddicCriterion, MeddicFeatures>;
  /** The manager's verdicts (the corpus' labels). */
  labelled: Record<MeddicCriterion, MeddicResult>;
  /** What the hand-set rule (no fitted decision) gives, to compare. */
  byRule: Record<MeddicCriterion, MeddicResult>;
}

/** The L2 penalty of every criterion's pair; 5-fold agreement moved under 0.005 between 0.01 and 0.3. */
const L2 = 0.05;

/** One example per sales call of train+dev, read by the fold classifier that did not see it. */
export function meddicExamples(calls: readonly CorpusCall[], folds: readonly number[], foldWeights: readonly Weights[], stages: Weights["stages"]): MeddicExample[] {
  const classifiers = foldWeights.map((weights) => createClassifier(weights));
  return calls.flatMap((corpus, i) => {
    if (corpus.callType === "non_sales") return [];
    const call = corpusEngineCall(corpus);
    const labels = classifyCall(call, classifiers[folds[i]!]!);
    const stage = callStage(call.sentences.map((sentence) => sentence.text), stages);
    const card = scoreMeddic(call, labels, stage, null);
    return [{
      id: corpus.id,
      fold: folds[i]!,
      readings: meddicReadings(call, labels, stage),
      labelled: corpus.meddic,
      byRule: Object.fromEntries(MEDDIC_CRITERIA.map((criterion) => [criterion, card[criterion].result])) as Record<MeddicCriterion, MeddicResult>,
    }];
  });
}

const rowOf = (features: MeddicFeatures) => MEDDIC_FEATURES.map((name) => features[name]);

export function fitMeddicModel(examples: readonly MeddicExample[]): MeddicModel {
  const fitted = (criterion: MeddicCriterion, positive: (verdict: MeddicResult) => boolean) =>
    fitLinear(MEDDIC_FEATURES, examples.map((example) => rowOf(example.readings[criterion])), examples.map((example) => (positive(example.labelled[criterion]) ? 1 : 0)), "logistic", L2);
  return Object.fromEntries(
    MEDDIC_CRITERIA.map((criterion) => [criterion, { partial: fitted(criterion, (verdict) => verdict !== "No"), yes: fitted(criterion, (verdict) => verdict === "Yes") }]),
  ) as MeddicModel;
}

/** The decision's verdicts on each example by a model fitted without the example's fold. */
export function heldOutMeddicVerdicts(examples: readonly MeddicExample[]): Record<MeddicCriterion, MeddicResult>[] {
  const verdicts: Record<MeddicCriterion, MeddicResult>[] = new Array(examples.length);
  for (const fold of new Set(examples.map((example) => example.fold))) {
    const model = fitMeddicModel(examples.filter((example) => example.fold !== fold));
    examples.forEach((example, i) => {
      if (example.fold !== fold) return;
      verdicts[i] = Object.fromEntries(
        MEDDIC_CRITERIA.map((criterion) => [criterion, meddicVerdict(meddicChances(model, criterion, example.readings[criterion]))]),
      ) as Record<MeddicCriterion, MeddicResult>;
    });
  }
  return verdicts;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Agreement with the managers per criterion and overall, for the fitted decision held out and for the rule. */
export function meddicAgreement(examples: readonly MeddicExample[]) {
  const heldOut = heldOutMeddicVerdicts(examples);
  const share = (pick: (example: MeddicExample, i: number) => Record<MeddicCriterion, MeddicResult>, criteria: readonly MeddicCriterion[]) =>
    round(examples.reduce((sum, example, i) => sum + criteria.filter((criterion) => pick(example, i)[criterion] === example.labelled[criterion]).length, 0) / (examples.length * criteria.length));
  return {
    calls: examples.length,
    model: { all: share((_, i) => heldOut[i]!, MEDDIC_CRITERIA), ...Object.fromEntries(MEDDIC_CRITERIA.map((c) => [c, share((_, i) => heldOut[i]!, [c])])) },
    rule: { all: share((example) => example.byRule, MEDDIC_CRITERIA), ...Object.fromEntries(MEDDIC_CRITERIA.map((c) => [c, share((example) => example.byRule, [c])])) },
  };
}
