import type { Weights } from "../classifier/model";
import { applyLinear } from "../classifier/model";
import { CONFIDENT } from "../classifier/classify-call";
import { MODEL_LABELS, type ModelLabel } from "../classifier/labels";
import { SIGNAL_DESCRIPTIONS, type CallSignal, type CallSignals } from "./call-signals";

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The signals that are one label's highest probability in the call (call-signals.ts), and that label. */
const LABEL_OF_SIGNAL: Partial<Record<CallSignal, ModelLabel>> = {
  pain: "pain",
  metric: "metric",
  decision_criteria: "decision_criteria",
  decision_process: "decision_process",
  economic_buyer: "economic_buyer",
  champion: "champion",
  next_step: "next_step",
  customer_next_step: "next_step",
  late_next_step: "next_step",
  dated_next_step: "next_step",
  rejection: "rejection",
  late_rejection: "rejection",
  pledge: "next_step",
};
/**
 * Signals whose high text is a claim about the customer ("The customer declined or opted out") named only
 * when the classifier is confident of it, not merely past its threshold: on dev, read by a classifier trained
 * on train alone, calls with a decline said at the threshold held a labelled decline 79% of the time (84
 * calls), at CONFIDENT 92% (60 calls); a support call's "No notification." was read as one (a manager's review).
 */
const CLAIMED_WHEN_CONFIDENT: ReadonlySet<CallSignal> = new Set(["rejection", "late_rejection"]);

/** Factors whose pull on the conversion logit is smaller than this are not worth naming. */
const NOTABLE = 0.15;

/**
 * The benchmarks the corpus cannot teach: its calls barely vary in talk share and none is a monologue, so a
 * fitted weight for them is near zero. Gong's figures (src/shared/benchmarks.ts) say both matter, so they
 * scale the fitted grade as documented judgements: down to 0.7 for a talk share far off the 43% band and to
 * 0.8 for monologues far over the 150 s where buyers tune out (0.56 with both).
 */
export const benchmarkFactor = (signals: CallSignals) => (0.7 + 0.3 * signals.talk_fit) * (0.8 + 0.2 * signals.monologue_fit);

export interface FittedScores {
  aiScore: number;
  conversionProbability: number;
  conversionFactors: { factor: string; direction: "up" | "down" }[];
}

/**
 * The two scores from the models `npm run train` fitted on the corpus (weights.json):
 * - conversionProbability: logistic regression of won/lost over the call signals, in whole percent;
 * - aiScore: linear regression of the manager's 0-10 grade of the rep's conduct over the signals, scaled by
 *   benchmarkFactor.
 * A call with no sales conversation (salesContent false) has no deal to convert and no selling to judge: 0.
 * The conversion's factors are the four signals that move it most from an average corpus call.
 */
export function fittedScores(signals: CallSignals, weights: Weights, salesContent: boolean): FittedScores {
  if (!salesContent) return { aiScore: 0, conversionProbability: 0, conversionFactors: [] };
  const conversion = applyLinear(weights.conversion, signals);
  const conduct = applyLinear(weights.conduct, signals);
  const conversionFactors = conversion.contributions
    .filter(({ contribution }) => Math.abs(contribution) >= NOTABLE)
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution))
    .flatMap(({ name, contribution, coefficient }) => {
      // The contribution is coefficient × (value − mean): their signs agreeing means the value is high.
      const high = contribution * coefficient > 0;
      // A label's highest probability above the corpus mean is not the label said: "The customer declined"
      // beside no decline (a manager's review) is a false statement, so a factor whose words the call's own
      // reading contradicts is not named.
      const label = LABEL_OF_SIGNAL[name as CallSignal];
      const index = label ? MODEL_LABELS.indexOf(label) : -1;
      const threshold = weights.thresholds[index] ?? 0.5;
      const value = signals[name as CallSignal];
      const claimedAt = CLAIMED_WHEN_CONFIDENT.has(name as CallSignal) ? Math.max(threshold, CONFIDENT) : threshold;
      if (index >= 0 && (high ? value < claimedAt : value >= threshold)) return [];
      const [highText, lowText] = SIGNAL_DESCRIPTIONS[name as CallSignal] ?? [name, name];
      return [{ factor: high ? highText : lowText, direction: contribution > 0 ? ("up" as const) : ("down" as const) }];
    })
    .slice(0, 4);
  return {
    aiScore: Math.round(10 * clamp(conduct.value * benchmarkFactor(signals), 0, 10)) / 10,
    conversionProbability: Math.round(100 / (1 + Math.exp(-conversion.value))),
    conversionFactors,
  };
}
