import { MEDDIC_CRITERIA, type MeddicCriterion, type MeddicScorecard } from "@shared/analysis";
import type { Call } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import type { SentenceLabel } from "../classifier/labels";
import { readsAsObjection } from "../classifier/reads-as-objection";
import { cite } from "../rules/quote";
import { findChampion } from "./champion";
import { findDecisionCriteria } from "./decision-criteria";
import { findDecisionProcess } from "./decision-process";
import { findEconomicBuyer } from "./economic-buyer";
import { totalPoints, type Evidence, type Finding } from "./evidence";
import { findMetrics } from "./metrics-criterion";
import { findPain } from "./pain";

type Result = "Yes" | "Partial" | "No";

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

/**
 * One criterion from two readings of the customer's words: the v1 rules (points per cue) and the
 * classifier (sentences it labels with the criterion). Yes takes a labelled sentence when the
 * rules also count as decisive, or CLASSIFIER_YES labelled sentences; any evidence from either is Partial. Quotes are the classifier's most
 * certain sentences, else the rules' strongest.
 */
function assess(call: Call, criterion: MeddicCriterion, labels: CallLabels | undefined): { result: Result; context: string } {
  const rule = RULES[criterion];
  const finding = rule.find(call);
  const points = totalPoints(finding);
  const heard = labels
    ? labels.sentencesWith(CRITERION_LABEL[criterion]).filter((sentence) => !sentence.rep && !(criterion === "champion" && readsAsObjection(sentence, labels)))
    : [];
  if (points === 0 && heard.length === 0) return { result: "No", context: rule.missing };
  const best = [...heard.map((sentence) => ({ sentence, points: 3 })), ...strongestFirst(finding.evidence)].filter(
    (item, i, all) => all.findIndex((other) => other.sentence.index === item.sentence.index) === i,
  );
  const ruleYes = points >= rule.yesAt && (rule.alsoNeeds?.(finding) ?? true) && !finding.limit;
  const yes = labels ? (ruleYes && heard.length >= 1) || heard.length >= CLASSIFIER_YES : ruleYes;
  if (yes) return { result: "Yes", context: best.slice(0, 2).map((item) => cite(call, item.sentence)).join("; ") };
  const quotes = best.slice(0, 1).map((item) => cite(call, item.sentence));
  if (finding.limit && finding.limit.index !== best[0]?.sentence.index) quotes.push(cite(call, finding.limit));
  return { result: "Partial", context: `${quotes.join("; ")}. ${rule.partly}` };
}

const RESULT_POINTS: Record<Result, number> = { Yes: 100, Partial: 50, No: 0 };

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
 * The six MEDDIC criteria from customer-side speech only (with the classifier's labels when given). overall_score is the mean of Yes = 100,
 * Partial = 50 and No = 0 over the six, rounded.
 */
export function scoreMeddic(call: Call, labels?: CallLabels): MeddicScorecard {
  const entries = Object.fromEntries(MEDDIC_CRITERIA.map((criterion) => [criterion, assess(call, criterion, labels)])) as Record<
    MeddicCriterion,
    { result: Result; context: string }
  >;
  const overall = MEDDIC_CRITERIA.reduce((sum, criterion) => sum + RESULT_POINTS[entries[criterion].result], 0) / MEDDIC_CRITERIA.length;
  return { overall_score: Math.round(overall), ...entries };
}
