import type { EngineOutput, MeddicCriterion } from "@shared/analysis";
import { shippedWeights } from "../classifier/model";
import { booksAMeeting } from "../follow-ups/next-step";
import { CRITERION_LABEL } from "../meddic/scorecard";
import { CALL_SIGNALS, type CallSignal, type CallSignals } from "./call-signals";
import { fittedScores, type FittedScores } from "./fitted-scores";

/** How sure a model's verdict makes a signal: a Yes is as good as a confident sentence, a No caps it low. */
const VERDICT = { Yes: 0.9, Partial: 0.6, No: 0.2 } as const;

const saturate = (count: number, full: number) => Math.min(1, Math.log1p(count) / Math.log1p(full));

/**
 * Signals added after analyses were stored, and the stored signal that stands in for each until the call is
 * analysed again: a booked meeting was counted in the dated next step before it had its own signal, a late
 * decline in any decline, a pledge in the customer's next step.
 */
const STANDS_IN: Partial<Record<CallSignal, CallSignal>> = { booked_meeting: "dated_next_step", late_rejection: "rejection", pledge: "customer_next_step" };

/** The stored signals, when the analysis has a full set (engine 2, English). */
export function storedSignals(output: EngineOutput): CallSignals | null {
  const stored = output.metrics.scoreSignals;
  if (!stored) return null;
  const filled = Object.fromEntries(CALL_SIGNALS.map((name) => [name, stored[name] ?? (STANDS_IN[name] ? stored[STANDS_IN[name]] : undefined)]));
  if (!CALL_SIGNALS.every((name) => typeof filled[name] === "number")) return null;
  return filled as CallSignals;
}

/**
 * The two scores again, from the same fitted models, after a language model judged the call: its MEDDIC
 * verdicts replace the classifier's readings, its objections (and which were answered) the objection
 * counts, and a dated follow-up of its counts as an agreed next step. What it did not judge stays.
 */
export function rescoreWithJudgements(signals: CallSignals, judged: Pick<EngineOutput, "meddicScorecard" | "meetingSummary">): FittedScores & { signals: CallSignals } {
  const next: CallSignals = { ...signals };
  for (const [criterion, signal] of Object.entries(CRITERION_LABEL) as [MeddicCriterion, CallSignal][]) {
    next[signal] = VERDICT[judged.meddicScorecard[criterion].result];
  }
  const objections = judged.meetingSummary.objections;
  next.objections = saturate(objections.length, 6);
  next.unresolved_objections = saturate(objections.filter((objection) => !objection.answered).length, 4);
  if (judged.meetingSummary.follow_ups.some((followUp) => followUp.due !== null)) {
    next.next_step = Math.max(next.next_step, VERDICT.Yes);
  }
  // The model's follow-ups book a meeting by the local engine's own test (follow-ups/next-step.ts).
  if (judged.meetingSummary.follow_ups.some(booksAMeeting)) {
    next.booked_meeting = Math.max(next.booked_meeting, VERDICT.Partial);
  }
  return { ...fittedScores(next, shippedWeights(), true), signals: next };
}
