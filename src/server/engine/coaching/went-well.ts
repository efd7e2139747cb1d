import { MEDDIC_CRITERIA, type MeddicCriterion } from "@shared/analysis";
import type { CallFacts } from "../facts";
import { bestNextStep, nextStepStrength } from "../follow-ups/next-step";
import { describeFollowUp } from "../summary/summary";
import { BENCHMARKS } from "@shared/benchmarks";
import { QUESTIONING_STAGES } from "../scores/call-stage";
import { duration, expectedQuestions, percent, sideTalked } from "./benchmarks";

const CRITERION_LABEL: Record<MeddicCriterion, string> = {
  metrics: "the metrics",
  economic_buyer: "the economic buyer",
  decision_criteria: "the decision criteria",
  decision_process: "the decision process",
  identify_pain: "the pain",
  champion: "a champion",
};

/** Strengths, each citing the call's own figures against the benchmarks. */
export function wentWell(facts: CallFacts): string[] {
  const { metrics, objections, followUps, meddic, sentiment } = facts;
  const well: string[] = [];
  const ratio = metrics.talkTimeRatio;
  if (metrics.totalTalkSeconds > 0 && ratio >= 0.3 && ratio <= 0.55) {
    well.push(`${sideTalked(facts.call)} ${percent(ratio)} of the call and listened ${percent(1 - ratio)}, close to the ${percent(BENCHMARKS.bestTalkRatio)} that top reps talk.`);
  }
  const expected = expectedQuestions(metrics.durationSeconds);
  const questioning = facts.stage === null || QUESTIONING_STAGES.has(facts.stage);
  if (questioning && metrics.questionsByRep >= expected && metrics.questionsByRep <= BENCHMARKS.questionsHigh + 4) {
    // A short call is held to its length (expectedQuestions: about one every two minutes, at least two), not to a full discovery
    // call's count: a manager read "11–14 per discovery call does best" under a 74-second cold call's praise.
    const benchmark =
      expected < BENCHMARKS.questionsLow
        ? `enough for a call this short (a full discovery call does best with ${BENCHMARKS.questionsLow}–${BENCHMARKS.questionsHigh})`
        : `${BENCHMARKS.questionsLow}–${BENCHMARKS.questionsHigh} per discovery call does best`;
    well.push(`You asked ${metrics.questionsByRep} question${metrics.questionsByRep === 1 ? "" : "s"} in ${duration(metrics.durationSeconds)}; ${benchmark}.`);
  }
  if (metrics.longestCustomerStorySeconds >= BENCHMARKS.customerStorySeconds) {
    well.push(`The customer spoke for ${duration(metrics.longestCustomerStorySeconds)} without interruption at one point: long customer stories are a sign of an engaged buyer.`);
  }
  if (metrics.longestRepMonologueSeconds > 0 && metrics.longestRepMonologueSeconds <= 90 && metrics.durationSeconds >= 180) {
    well.push(`Your longest monologue was ${duration(metrics.longestRepMonologueSeconds)}, well under the 2.5 minutes after which buyers tune out.`);
  }
  const answered = objections.filter((objection) => objection.answered);
  if (answered.length > 0) {
    const kinds = [...new Set(answered.map((objection) => objection.category))].slice(0, 3);
    const named = kinds.length === 1 ? `the ${kinds[0]} one` : `the ${kinds.slice(0, -1).join(", ")} and ${kinds[kinds.length - 1]} ones`;
    well.push(`You answered ${answered.length} of ${objections.length} objection${objections.length === 1 ? "" : "s"}, including ${named}.`);
  }
  const next = bestNextStep(followUps);
  // Only a step both sides hold is "left with": a dated promise of the rep's own is not the customer moving.
  if (next && nextStepStrength(facts.call, followUps) === 1) well.push(`You left with a dated next step: ${describeFollowUp(next, facts.call.language !== "es")}.`);
  const uncovered = MEDDIC_CRITERIA.filter((criterion) => meddic[criterion].result === "Yes");
  if (uncovered.length >= 3) {
    well.push(`Strong qualification: you uncovered ${uncovered.map((criterion) => CRITERION_LABEL[criterion]).join(", ")} (MEDDIC ${meddic.overall_score}/100).`);
  }
  if (sentiment.customer !== null && sentiment.customer >= 0.6) {
    well.push(`The customer's tone was positive (sentiment ${Math.round(sentiment.customer * 100)}%).`);
  }
  return well;
}
