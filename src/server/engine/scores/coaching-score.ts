import { BENCHMARKS } from "@shared/benchmarks";
import type { CallFacts } from "../facts";
import { scoreFeatures } from "./features";
import { handling, talkFit } from "./formulas";

/**
 * coaching_score, 0–100: how closely the rep's technique matched the benchmarks.
 *   100 × (0.25 talk fit + 0.20 questions + 0.15 monologue fit + 0.15 objections answered
 *          + 0.15 next step + 0.10 longest customer story against 90 s)
 */
export function coachingScore(facts: CallFacts): number {
  const features = scoreFeatures(facts);
  const story = Math.min(1, facts.metrics.longestCustomerStorySeconds / BENCHMARKS.customerStorySeconds);
  const score =
    0.25 * talkFit(features.talkRatio) +
    0.2 * features.questionFit +
    0.15 * features.monologueFit +
    0.15 * handling(features) +
    0.15 * features.nextStep +
    0.1 * story;
  return Math.round(100 * score);
}
