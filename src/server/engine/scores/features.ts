import type { MeddicScorecard } from "@shared/analysis";
import { BENCHMARKS } from "@shared/benchmarks";
import { expectedQuestions } from "../coaching/benchmarks";
import type { CallFacts } from "../facts";
import { nextStepStrength } from "../follow-ups/next-step";
import { customerSignalsLoss } from "../rules/loss-signals";

/** The call's features that the scores are formulas of; every one is a number in 0..1 unless said otherwise. */
export interface ScoreFeatures {
  /** MEDDIC overall_score / 100. */
  meddic: number;
  /** The deal's mechanics: economic buyer, decision process and champion (Yes 1, Partial 0.5, No 0), averaged. */
  dealMechanics: number;
  /** See nextStepStrength: 1 dated meeting or customer commitment, 0.4 seller-only dated, 0.25 undated, 0 none. */
  nextStep: number;
  /** Objections raised, and how many of them went unanswered (counts). */
  objections: number;
  unanswered: number;
  /** Kinds of objection (price, timing, …) with at least one raise left unanswered, and kinds all answered (counts). */
  unansweredConcerns: number;
  answeredConcerns: number;
  /** A timing objection was raised ("budget is frozen until Q3"): a blocker that no answer removes. */
  timingBlocker: boolean;
  /** A competitor came up as an objection: the deal is contested. */
  competitor: boolean;
  /** The customer said they will leave, cancel or are not interested (rules/loss-signals.ts). */
  lossSignal: boolean;
  talkRatio: number;
  /** Rep questions against those expected for the call's length, capped at 1. */
  questionFit: number;
  /** 1 for a longest rep monologue up to 60 s, falling to 0 at the 150 s where buyers tune out. */
  monologueFit: number;
  /** Customer sentiment, 0.5 (neutral) when it could not be measured. */
  customerSentiment: number;
  /** Customer talk share against the benchmark's 57%, and customer questions (3 or more is full marks). */
  engagement: number;
  /** How much the call gives to judge: 1 for a sales conversation with 100+ customer words, at most 0.15 without one. */
  evidence: number;
}

const RESULT = { Yes: 1, Partial: 0.5, No: 0 } as const;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

export function dealMechanics(meddic: MeddicScorecard): number {
  return (RESULT[meddic.economic_buyer.result] + RESULT[meddic.decision_process.result] + RESULT[meddic.champion.result]) / 3;
}

export function scoreFeatures(facts: CallFacts): ScoreFeatures {
  const { metrics, objections, call } = facts;
  const talkedAtAll = metrics.totalTalkSeconds > 0;
  const readable = facts.salesContent && call.language !== "other";
  return {
    meddic: facts.meddic.overall_score / 100,
    dealMechanics: dealMechanics(facts.meddic),
    nextStep: nextStepStrength(call, facts.followUps),
    objections: objections.length,
    unanswered: objections.filter((objection) => !objection.answered).length,
    unansweredConcerns: new Set(objections.filter((objection) => !objection.answered).map((objection) => objection.category)).size,
    answeredConcerns: new Set(objections.map((objection) => objection.category)).size -
      new Set(objections.filter((objection) => !objection.answered).map((objection) => objection.category)).size,
    timingBlocker: objections.some((objection) => objection.category === "timing"),
    competitor: objections.some((objection) => objection.category === "competitor"),
    lossSignal: facts.salesContent && customerSignalsLoss(call),
    talkRatio: metrics.talkTimeRatio,
    questionFit: clamp(metrics.questionsByRep / expectedQuestions(metrics.durationSeconds)),
    monologueFit: clamp((BENCHMARKS.monologueSeconds - metrics.longestRepMonologueSeconds) / (BENCHMARKS.monologueSeconds - 60)),
    customerSentiment: facts.sentiment.customer ?? 0.5,
    engagement: talkedAtAll
      ? 0.6 * clamp((1 - metrics.talkTimeRatio) / (1 - BENCHMARKS.bestTalkRatio)) + 0.4 * clamp(metrics.questionsByCustomer / 3)
      : 0,
    evidence: Math.min(readable ? 1 : 0.15, call.customerWords / 100),
  };
}
