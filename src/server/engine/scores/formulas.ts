import { BENCHMARKS } from "@shared/benchmarks";
import type { ScoreFeatures } from "./features";

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Talk shares within this distance of the benchmark's 43% score full marks. */
const TALK_BAND = BENCHMARKS.talkRatioBand;

/**
 * How close the rep's talk share is to the benchmark: 1 between 33% and 53% (the 43% of top reps ± 10
 * points), 0.5 at the 65% where conversion starts to fall, 0 at 80%; below 33% it falls gently to 0.5 at
 * 0%, since listening too much costs less than talking too much.
 */
export function talkFit(ratio: number): number {
  const low = BENCHMARKS.bestTalkRatio - TALK_BAND;
  const high = BENCHMARKS.bestTalkRatio + TALK_BAND;
  const falls = BENCHMARKS.highTalkRatio;
  if (ratio <= low) return 0.5 + 0.5 * (Math.max(0, ratio) / low);
  if (ratio <= high) return 1;
  if (ratio <= falls) return 1 - (0.5 * (ratio - high)) / (falls - high);
  return clamp(0.5 - (0.5 * (ratio - falls)) / (0.8 - falls));
}

/**
 * Objection handling, 0..1: the share of objections answered. A call with none scores 0.7: nothing was left
 * unanswered, but the rep also showed no handling, which surfacing and answering an objection does.
 */
export const handling = (features: ScoreFeatures): number =>
  features.objections === 0 ? 0.7 : 1 - Math.min(features.unanswered, features.objections) / features.objections;

/**
 * aiScore, 0–10 with one decimal: how well the rep ran the call.
 *   10 × evidence × (0.15 MEDDIC + 0.10 deal mechanics + 0.15 next step + 0.20 objection handling
 *                    + 0.15 talk fit + 0.10 questions + 0.08 monologue fit + 0.04 engagement
 *                    + 0.03 customer sentiment)
 * It rises with each of these, and falls with every unanswered objection and with talk share above 53%.
 */
export function aiScore(features: ScoreFeatures): number {
  const quality =
    0.15 * features.meddic +
    0.1 * features.dealMechanics +
    0.15 * features.nextStep +
    0.2 * handling(features) +
    0.15 * talkFit(features.talkRatio) +
    0.1 * features.questionFit +
    0.08 * features.monologueFit +
    0.04 * features.engagement +
    0.03 * features.customerSentiment;
  return Math.round(100 * clamp(features.evidence) * clamp(quality)) / 10;
}

/** Risk multipliers on conversion; each is a documented judgement, not a fitted weight. */
export const CONVERSION_RISK = {
  /** "Budget is frozen until Q3": the deal cannot close soon however well it is handled. */
  timingBlocker: 0.3,
  /** The customer said they would leave, cancel, or are not interested. */
  lossSignal: 0.6,
  /** A competitor is in the deal. */
  competitor: 0.85,
  /** Per kind of objection left unanswered. */
  unansweredConcern: 0.75,
  /** Per kind of objection raised and answered: a concern on record still weighs a little. */
  answeredConcern: 0.92,
} as const;

/**
 * conversionProbability, 0–100 (whole percent): how likely the deal is to move forward.
 *   100 × evidence × (0.25 MEDDIC + 0.25 deal mechanics + 0.30 next step + 0.12 customer sentiment
 *                     + 0.08 engagement) × the CONVERSION_RISK multipliers that apply
 */
export function conversionProbability(features: ScoreFeatures): number {
  const base =
    0.25 * features.meddic +
    0.25 * features.dealMechanics +
    0.3 * features.nextStep +
    0.12 * features.customerSentiment +
    0.08 * features.engagement;
  const risk =
    (features.timingBlocker ? CONVERSION_RISK.timingBlocker : 1) *
    (features.lossSignal ? CONVERSION_RISK.lossSignal : 1) *
    (features.competitor ? CONVERSION_RISK.competitor : 1) *
    CONVERSION_RISK.unansweredConcern ** features.unansweredConcerns *
    CONVERSION_RISK.answeredConcern ** features.answeredConcerns;
  return Math.round(100 * clamp(features.evidence) * clamp(base) * risk);
}
