import { MEDDIC_CRITERIA, type CallStage, type MeddicCriterion, type MeddicScorecard } from "@shared/analysis";
import type { Call, CallSentence } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import type { SentenceLabel } from "../classifier/labels";
import { shippedWeights } from "../classifier/model";
import { readsAsObjection } from "../classifier/reads-as-objection";
import { cite } from "../rules/quote";
import { isOptOut } from "../rules/opt-out";
import { findChampion } from "./champion";
import { findDecisionCriteria } from "./decision-criteria";
import { findDecisionProcess } from "./decision-process";
import { findEconomicBuyer } from "./economic-buyer";
import { totalPoints, type Evidence, type Finding } from "./evidence";
import { findMetrics } from "./metrics-criterion";
import { meddicChances, meddicFeatures, meddicVerdict, type MeddicCallContext, type MeddicFeatures, type MeddicResult } from "./meddic-decision";
import type { MeddicModel } from "./meddic-schema";
import { findPain } from "./pain";

interface Rule {
  find: (call: Call) => Finding;
  /** Points for Yes; any evidence at all is Partial. */
  yesAt: number;
  /** Extra condition for Yes beyond points. */
  alsoNeeds?: (finding: Finding) => boolean;
  missing: string;
  partly: string;
}

const RULES: Record<MeddicCriterion, Rule> = {
  metrics: {
    find: findMetrics,
    yesAt: 4,
    missing: "No figures from the customer: nothing on cost, time lost, volume or targets.",
    partly: "Only a figure or two; quantify what the problem costs to build the business case.",
  },
  economic_buyer: {
    find: findEconomicBuyer,
    yesAt: 3,
    missing: "Not identified: nobody on the customer side said who signs or owns the budget.",
    partly: "Who signs or owns the budget is not confirmed, or the rep has no access to them yet.",
  },
  decision_criteria: {
    find: findDecisionCriteria,
    yesAt: 5,
    missing: "No decision criteria: the customer never said what a solution must do or how it will be judged.",
    partly: "Some requirements came up, but not the list the decision will be made on.",
  },
  decision_process: {
    find: findDecisionProcess,
    yesAt: 5,
    alsoNeeds: (finding) => {
      const process = finding as ReturnType<typeof findDecisionProcess>;
      return process.kinds >= 2 && process.hasStepOrDate;
    },
    missing: "No decision process: the steps, approvals and dates to a signature were not discussed.",
    partly: "Only part of the path to a signature is known (who, or one step, but not the sequence and dates).",
  },
  identify_pain: {
    find: findPain,
    yesAt: 4,
    missing: "No business pain described by the customer.",
    partly: "Pain came up once; dig into what it costs and who feels it.",
  },
  champion: {
    find: findChampion,
    yesAt: 3,
    missing: "Nobody on the customer side committed to push this internally.",
    partly: "Support, but no commitment from the customer to champion it internally.",
  },
};

/** Quotes to cite: the strongest evidence first, and among equals the fuller statement. */
const strongestFirst = (evidence: readonly Evidence[]) =>
  [...evidence].sort((a, b) => b.points - a.points || b.sentence.words - a.sentence.words || a.sentence.index - b.sentence.index);

/** Labelled sentences that make a Yes on the classifier's word alone (its heads are right 55-90% of the time). */
const CLASSIFIER_YES = 3;

/** The classifier label that is each criterion's evidence (and its score signal, scores/call-signals.ts). */
export const CRITERION_LABEL = {
  metrics: "metric",
  economic_buyer: "economic_buyer",
  decision_criteria: "decision_criteria",
  decision_process: "decision_process",
  identify_pain: "pain",
  champion: "champion",
} as const satisfies Record<MeddicCriterion, SentenceLabel>;

/** A sentence the fitted decision may cite when neither reading counted it: the classifier leans that way. */
const CITABLE_PROBABILITY = 0.25;

/**
 * One criterion from two readings of the customer's words: the v1 rules (points per cue) and the
 * classifier (sentences it labels with the criterion). With a fitted decision (meddic-decision.ts, shipped in
 * the weights) the verdict is the one a manager most likely gives on those readings; without one, Yes takes a
 * labelled sentence when the rules also count as decisive, or CLASSIFIER_YES labelled sentences, and any
 * evidence from either is Partial. A verdict above No always cites the customer's words. Quotes are the
 * classifier's most certain sentences, else the rules' strongest.
 */
function assess(call: Call, criterion: MeddicCriterion, labels: CallLabels | undefined, decision: MeddicDecision | null): { result: MeddicResult; context: string } {
  const rule = RULES[criterion];
  const read = readCriterion(call, criterion, labels);
  const { finding, heard } = read;
  // A no is cited for no criterion it cannot speak to, whichever reading counted it (declinesAsEvidence).
  const citable = (sentence: CallSentence) => !(labels ? declinesAsEvidence(sentence, criterion, labels) : isOptOut(sentence));
  const best = read.best.filter((item) => citable(item.sentence));
  let result: MeddicResult;
  if (labels && decision) {
    result = meddicVerdict(meddicChances(decision.model, criterion, meddicFeatures(read, decision.context)));
    const leaning = read.leaning;
    if (best.length === 0 && leaning && labels.probability(leaning, CRITERION_LABEL[criterion]) >= CITABLE_PROBABILITY && citable(leaning)) {
      best.push({ sentence: leaning, points: 1 });
    }
  } else if (read.points === 0 && heard.length === 0) {
    result = "No";
  } else {
    result = (labels ? (read.ruleYes && heard.length >= 1) || heard.length >= CLASSIFIER_YES : read.ruleYes) ? "Yes" : "Partial";
  }
  // Every verdict above No cites the customer's words; with only a no to cite there is none.
  if (result === "No" || best.length === 0) return { result: "No", context: rule.missing };
  if (result === "Yes") return { result, context: best.slice(0, 2).map((item) => cite(call, item.sentence)).join("; ") };
  const quotes = best.slice(0, 1).map((item) => cite(call, item.sentence));
  if (finding.limit && finding.limit.index !== best[0]?.sentence.index) quotes.push(cite(call, finding.limit));
  return { result, context: `${quotes.join("; ")}. ${rule.partly}` };
}

/**
 * A no is no one's criteria, pain or metric: "I don't want any more calls" cited as the decision criteria of a
 * call that opted out (a review of fresh calls) was the classifier's weak lean, not evidence. Who decides can
 * still be said in a no ("I'm the one who'd approve it and I'm not going to"), and so can a step of the process.
 */
const SAID_IN_A_NO: ReadonlySet<MeddicCriterion> = new Set(["economic_buyer", "decision_process"]);
export const declinesAsEvidence = (sentence: CallSentence, criterion: MeddicCriterion, labels: CallLabels) =>
  isOptOut(sentence) || (!SAID_IN_A_NO.has(criterion) && labels.confident(sentence, "rejection"));

/** The customer's sentences a criterion may rest on: a champion's "I'll push back on that" is an objection. */
const eligibleFor = (criterion: MeddicCriterion, labels: CallLabels | undefined) => (sentence: CallSentence) =>
  !sentence.rep && !(criterion === "champion" && labels !== undefined && readsAsObjection(sentence, labels));

/** Both readings of one criterion: the rules' finding and the classifier's sentences, and the evidence to cite. */
function readCriterion(call: Call, criterion: MeddicCriterion, labels: CallLabels | undefined) {
  const rule = RULES[criterion];
  const finding = rule.find(call);
  const points = totalPoints(finding);
  const label = CRITERION_LABEL[criterion];
  const eligible = eligibleFor(criterion, labels);
  const heard = labels ? labels.sentencesWith(label).filter(eligible) : [];
  const best = [...heard.map((sentence) => ({ sentence, points: 3 })), ...strongestFirst(finding.evidence)].filter(
    (item, i, all) => all.findIndex((other) => other.sentence.index === item.sentence.index) === i,
  );
  const ranked = labels
    ? call.sentences.filter(eligible).sort((a, b) => labels.probability(b, label) - labels.probability(a, label)).slice(0, 3)
    : [];
  return {
    finding,
    best,
    /** The customer sentence the classifier leans most towards, said or not. */
    leaning: ranked[0],
    points,
    ruleYes: points >= rule.yesAt && (rule.alsoNeeds?.(finding) ?? true) && !finding.limit,
    limited: finding.limit !== undefined,
    heard,
    probabilities: labels ? ranked.map((sentence) => labels.probability(sentence, label)) : [],
  };
}

/** What every criterion's fitted decision reads of the call as a whole. */
export function meddicCallContext(call: Call, labels: CallLabels, stage: CallStage | null): MeddicCallContext {
  const customerSentences = call.sentences.filter((sentence) => !sentence.rep);
  return {
    stage,
    customerSentences,
    buyingTop: Math.max(0, ...customerSentences.map((sentence) => labels.probability(sentence, "buying_signal"))),
    nextSteps: labels.sentencesWith("next_step").length,
  };
}

/** What the fitted decision reads for each criterion (scripts/engine/meddic-trainer.ts fits it on these). */
export function meddicReadings(call: Call, labels: CallLabels, stage: CallStage | null): Record<MeddicCriterion, MeddicFeatures> {
  const context = meddicCallContext(call, labels, stage);
  return Object.fromEntries(MEDDIC_CRITERIA.map((criterion) => [criterion, meddicFeatures(readCriterion(call, criterion, labels), context)])) as Record<
    MeddicCriterion,
    MeddicFeatures
  >;
}

/** The fitted decision and what it reads of the call, when the weights carry one. */
interface MeddicDecision {
  model: MeddicModel;
  context: MeddicCallContext;
}

const RESULT_POINTS: Record<MeddicResult, number> = { Yes: 100, Partial: 50, No: 0 };

/** The scorecard when the call gives nothing to assess, with the same reason on every criterion. */
export function emptyScorecard(reason: string): MeddicScorecard {
  const entry = { result: "No" as const, context: reason };
  return {
    overall_score: 0,
    metrics: entry,
    economic_buyer: entry,
    decision_criteria: entry,
    decision_process: entry,
    identify_pain: entry,
    champion: entry,
  };
}

/**
 * The six MEDDIC criteria from customer-side speech only (with the classifier's labels when given), decided
 * by the fitted decision in the weights (null: the hand-set rule, which the trainer compares against). The
 * stage is the call's (scores/call-stage.ts), a feature of the decision. overall_score is the mean of Yes =
 * 100, Partial = 50 and No = 0 over the six, rounded.
 */
export function scoreMeddic(
  call: Call,
  labels?: CallLabels,
  stage: CallStage | null = null,
  model: MeddicModel | null = shippedWeights().meddic ?? null,
): MeddicScorecard {
  const decision = labels && model ? { model, context: meddicCallContext(call, labels, stage) } : null;
  const entries = Object.fromEntries(MEDDIC_CRITERIA.map((criterion) => [criterion, assess(call, criterion, labels, decision)])) as Record<
    MeddicCriterion,
    { result: MeddicResult; context: string }
  >;
  const overall = MEDDIC_CRITERIA.reduce((sum, criterion) => sum + RESULT_POINTS[entries[criterion].result], 0) / MEDDIC_CRITERIA.length;
  return { overall_score: Math.round(overall), ...entries };
}
