import type { CallFacts } from "../facts";
import { scoreFeatures } from "./features";
import type { FittedScores } from "./fitted-scores";
import { aiScore, conversionProbability } from "./formulas";

/**
 * The v1 score formulas (formulas.ts), for calls the fitted models cannot read: the corpus they were fitted
 * on is English, so a Spanish call is scored by the documented formulas instead, without "why" factors.
 */
export function ruleScores(facts: CallFacts): FittedScores {
  const features = scoreFeatures(facts);
  return { aiScore: aiScore(features), conversionProbability: conversionProbability(features), conversionFactors: [] };
}
