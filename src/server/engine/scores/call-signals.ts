import type { ConversationMetrics } from "@shared/analysis";
import { BENCHMARKS } from "@shared/benchmarks";
import type { Call, CallSentence } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import type { ModelLabel } from "../classifier/labels";
import { readsAsObjection } from "../classifier/reads-as-objection";
import { expectedQuestions } from "../coaching/benchmarks";
import { findDue } from "../follow-ups/due-dates";
import type { FoundFollowUp } from "../follow-ups/follow-ups";
import { bookedMeeting, mayPledge } from "../follow-ups/next-step";
import { talkFit } from "./formulas";

/**
 * The call-level signals the two fitted score models read (weights.json: conversion and conduct), each a
 * number of about 0..1. The names are the models' feature names and the keys of SIGNAL_DESCRIPTIONS, which
 * the screen uses to explain a score ("why 34%").
 */
export const CALL_SIGNALS = [
  "pain",
  "metric",
  "decision_criteria",
  "decision_process",
  "economic_buyer",
  "champion",
  "buying_signal",
  "objections",
  "unresolved_objections",
  "next_step",
  "customer_next_step",
  "late_next_step",
  "dated_next_step",
  "booked_meeting",
  "rejection",
  "late_rejection",
  "pledge",
  "customer_sentiment",
  "customer_questions",
  "rep_questions",
  "talk_fit",
  "monologue_fit",
  "customer_words",
] as const;
export type CallSignal = (typeof CALL_SIGNALS)[number];

/**
 * What the conversion model reads: the buyer's side of the call only. Fitted on everything, it learned that
 * a rep who talks too much converts better (a quirk of the corpus), which no manager would accept as a reason.
 */
const REP_CONDUCT: readonly CallSignal[] = ["rep_questions", "talk_fit", "monologue_fit"];
/**
 * The conversion model reads a decline near the end (late_rejection), not one anywhere: "I'd rather not sit
 * through another demo" early in a call that ends in a booked meeting loses no deal, and a fresh renewal saved
 * after "I'd rather not [switch]" read 36%. With late_rejection for rejection and pledge added, 5-fold held out
 * on train+dev (1,231 calls, both models cross-fitted, scripts/engine/conversion-cv.ts): AUC 0.973 ->
 * 0.981, log loss 0.213 -> 0.177, persuasion 0.939 -> 0.965 (the late decline alone 0.975, the pledge alone 0.979).
 */
export const CONVERSION_SIGNALS: readonly CallSignal[] = CALL_SIGNALS.filter((signal) => !REP_CONDUCT.includes(signal) && signal !== "rejection");
export type CallSignals = Record<CallSignal, number>;

/** How the screen names each signal when it explains a score: when it is high, and when it is low. */
export const SIGNAL_DESCRIPTIONS: Record<CallSignal, readonly [high: string, low: string]> = {
  pain: ["The customer described a problem", "No clear problem from the customer"],
  metric: ["The customer put numbers on it", "No figures from the customer"],
  decision_criteria: ["The customer said how they will choose", "No decision criteria heard"],
  decision_process: ["The customer explained the steps to a decision", "The path to a decision is unclear"],
  economic_buyer: ["Budget authority came up", "Nobody said who signs"],
  champion: ["Someone on their side is pushing for it", "No champion on their side"],
  buying_signal: ["The customer showed buying interest", "Few buying signals"],
  objections: ["Several objections were raised", "Few objections were raised"],
  // The customer's own word that an objection is settled, not the seller's reply: the objection list can say
  // "answered" beside this (a manager's review of ten fresh calls read "left unresolved" as contradicting it).
  unresolved_objections: ["The customer never said their objections were settled", "No objection was left open"],
  next_step: ["A next step was agreed", "No next step was agreed"],
  customer_next_step: ["The customer agreed to a next step", "The customer agreed to no next step"],
  late_next_step: ["The call closed on a next step", "The call ended without a next step"],
  dated_next_step: ["A next step was set for a date", "No next step was set for a date"],
  booked_meeting: ["A meeting was booked for a day", "No meeting was booked"],
  rejection: ["The customer declined or opted out", "Nobody declined"],
  late_rejection: ["The customer declined near the end of the call", "Nobody declined at the end"],
  pledge: ["The customer committed to a specific amount or time", "The customer committed to nothing specific"],
  customer_sentiment: ["The customer's tone was positive", "The customer's tone was negative"],
  customer_questions: ["The customer asked questions", "The customer asked few questions"],
  rep_questions: ["The rep asked enough questions", "The rep asked few questions"],
  talk_fit: ["The rep's talk share was balanced", "The rep's talk share was off"],
  monologue_fit: ["The rep kept monologues short", "The rep's monologues ran long"],
  customer_words: ["The customer talked a lot", "The customer said little"],
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));
export const saturate = (count: number, full: number) => clamp(Math.log1p(count) / Math.log1p(full));

function maxProbability(labels: CallLabels, sentences: readonly CallSentence[], label: ModelLabel): number {
  let best = 0;
  for (const sentence of sentences) best = Math.max(best, labels.probability(sentence, label));
  return best;
}

/**
 * The most likely next step among sentences that name a date. The date is looked for only in a sentence that
 * would raise the maximum: findDue on every sentence of a 60-minute call cost 6 ms of the engine's 150.
 */
function datedNextStep(labels: CallLabels, sentences: readonly CallSentence[]): number {
  let best = 0;
  for (const sentence of sentences) {
    const probability = labels.probability(sentence, "next_step");
    if (probability > best && findDue(sentence.text, sentence.lower) !== null) best = probability;
  }
  return best;
}

/** The signals of one analysed call. Customer labels are read from customer-side sentences only. */
export function callSignals(
  call: Call,
  labels: CallLabels,
  metrics: ConversationMetrics,
  customerSentiment: number | null,
  followUps: readonly FoundFollowUp[],
): CallSignals {
  const customer = call.sentences.filter((sentence) => !sentence.rep);
  const late = call.sentences.filter((sentence) => sentence.index >= call.sentences.length * 0.6);
  const count = (label: ModelLabel) => customer.filter((sentence) => labels.said(sentence, label)).length;
  const objections = count("objection");
  const resolved = count("objection_resolved");
  return {
    pain: maxProbability(labels, customer, "pain"),
    metric: maxProbability(labels, customer, "metric"),
    decision_criteria: maxProbability(labels, customer, "decision_criteria"),
    decision_process: maxProbability(labels, customer, "decision_process"),
    economic_buyer: maxProbability(labels, customer, "economic_buyer"),
    champion: maxProbability(labels, customer.filter((sentence) => !readsAsObjection(sentence, labels)), "champion"),
    buying_signal: saturate(count("buying_signal"), 4),
    objections: saturate(objections, 6),
    unresolved_objections: saturate(Math.max(0, objections - resolved), 4),
    next_step: maxProbability(labels, call.sentences, "next_step"),
    // A seller may propose a step the customer declines; the customer's own "Tuesday works" commits them.
    customer_next_step: maxProbability(labels, customer, "next_step"),
    late_next_step: maxProbability(labels, late, "next_step"),
    // "I'll send a one-pager" and "Tuesday at three works" are both next steps; only a date books one.
    dated_next_step: datedNextStep(labels, call.sentences),
    // A meeting on a day, not a promised email (follow-ups/next-step.ts bookedMeeting).
    booked_meeting: bookedMeeting(followUps),
    rejection: maxProbability(labels, customer, "rejection"),
    late_rejection: maxProbability(labels, late.filter((sentence) => !sentence.rep), "rejection"),
    // The customer's own step with an amount or a slot in it ("ok. I'll do 5", "Tuesday at ten works"):
    // a persuadee's pledge has no date for dated_next_step to read.
    pledge: maxProbability(labels, customer.filter((sentence) => mayPledge(sentence, labels)), "next_step"),
    customer_sentiment: customerSentiment ?? 0.5,
    customer_questions: saturate(metrics.questionsByCustomer, 6),
    rep_questions: clamp(metrics.questionsByRep / expectedQuestions(metrics.durationSeconds)),
    talk_fit: metrics.totalTalkSeconds > 0 ? talkFit(metrics.talkTimeRatio) : 0,
    monologue_fit: clamp((BENCHMARKS.monologueSeconds - metrics.longestRepMonologueSeconds) / (BENCHMARKS.monologueSeconds - 60)),
    customer_words: saturate(call.customerWords, 800),
  };
}
