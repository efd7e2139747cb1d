import type { CallStage, MeddicCriterion } from "@shared/analysis";
import type { CallSentence } from "../call/call";
import { applyLinear } from "../classifier/model";
import type { MeddicModel } from "./meddic-schema";

export type MeddicResult = "Yes" | "Partial" | "No";

/** Stages a manager holds a criterion to differently (a cold call rarely finds a champion); "other" is the base. */
const STAGE_FEATURES = ["discovery", "demo", "negotiation", "closing", "cold_call", "follow_up"] as const satisfies readonly CallStage[];

/**
 * What a criterion's verdict is decided from: the rules' reading (points, whether they count it decisive,
 * a statement that limits it), the classifier's (how many customer sentences it hears the criterion in, how
 * sure it is of the strongest three), and the call around it: its size and customer speakers, how keen the
 * buyer sounds and how many steps were set, and its stage. Each group was kept because it raised agreement
 * with the corpus managers held out on train+dev (scripts/engine/meddic-cv.ts): readings alone 0.700, with the
 * stage 0.719, the customer speakers 0.727, the buying signal and next steps 0.735.
 */
export const MEDDIC_FEATURES = [
  "rule_points",
  "rule_yes",
  "rule_limit",
  "heard",
  "top_probability",
  "top3_probability",
  "customer_sentences",
  "customer_speakers",
  "buying_top",
  "next_steps",
  ...STAGE_FEATURES.map((stage) => `stage_${stage}` as const),
] as const;
export type MeddicFeatures = Record<(typeof MEDDIC_FEATURES)[number], number>;

/** What one call gives every criterion's decision alike. */
export interface MeddicCallContext {
  stage: CallStage | null;
  customerSentences: readonly CallSentence[];
  /** The classifier's highest buying-signal probability over the customer's sentences. */
  buyingTop: number;
  /** Sentences the classifier hears a next step in (either side). */
  nextSteps: number;
}

export interface CriterionReading {
  points: number;
  ruleYes: boolean;
  limited: boolean;
  /** Customer sentences the classifier says carry the criterion. */
  heard: readonly CallSentence[];
  /** The classifier's probabilities of the criterion over the customer's sentences, highest first (up to three). */
  probabilities: readonly number[];
}

export function meddicFeatures(reading: CriterionReading, context: MeddicCallContext): MeddicFeatures {
  const top = reading.probabilities;
  const stages = Object.fromEntries(STAGE_FEATURES.map((stage) => [`stage_${stage}`, context.stage === stage ? 1 : 0])) as Record<`stage_${(typeof STAGE_FEATURES)[number]}`, number>;
  return {
    rule_points: Math.min(12, reading.points),
    rule_yes: reading.ruleYes ? 1 : 0,
    rule_limit: reading.limited ? 1 : 0,
    heard: Math.log1p(reading.heard.length),
    top_probability: top[0] ?? 0,
    top3_probability: ((top[0] ?? 0) + (top[1] ?? 0) + (top[2] ?? 0)) / 3,
    customer_sentences: Math.log1p(context.customerSentences.length),
    customer_speakers: Math.min(4, new Set(context.customerSentences.map((sentence) => sentence.speaker)).size),
    buying_top: context.buyingTop,
    next_steps: Math.log1p(context.nextSteps),
    ...stages,
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The chances a manager marks the criterion at least Partial, and Yes. */
export function meddicChances(model: MeddicModel, criterion: MeddicCriterion, features: MeddicFeatures): { partial: number; yes: number } {
  const fitted = model[criterion];
  return { partial: sigmoid(applyLinear(fitted.partial, features).value), yes: sigmoid(applyLinear(fitted.yes, features).value) };
}

/** The likeliest verdict of the ordinal pair (Yes when more likely than not, else Partial, else No). */
export function meddicVerdict(chances: { partial: number; yes: number }): MeddicResult {
  if (chances.yes >= 0.5) return "Yes";
  return chances.partial >= 0.5 ? "Partial" : "No";
}
