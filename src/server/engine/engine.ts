import { engineOutputSchema, type EngineOutput } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { z } from "zod";
import { buildCall, type Call } from "./call/call";
import { readTranscript } from "./call/reading";
import { coach } from "./coaching/coaching";
import { EngineOutputError } from "./engine-errors";
import { namedEntities } from "./entities/entities";
import type { CallFacts } from "./facts";
import { findFollowUps } from "./follow-ups/follow-ups";
import { customerPledge } from "./follow-ups/next-step";
import { emptyScorecard, scoreMeddic } from "./meddic/scorecard";
import { computeMetrics } from "./metrics";
import { findObjections } from "./objections/objections";
import { answerAuthorityByMeeting } from "./objections/answered-by-meeting";
import { classifyCall } from "./classifier/classify-call";
import { shippedWeights } from "./classifier/model";
import { LIKELY_MEETING_WARNING } from "./call-kind/meeting-model";
import { salesVerdict, type SalesVerdict } from "./call-kind/sales-verdict";
import { customerOptedOut } from "./rules/opt-out";
import { callSignals, type CallSignals } from "./scores/call-signals";
import { callStage } from "./scores/call-stage";
import { fittedScores, type FittedScores } from "./scores/fitted-scores";
import { ruleScores } from "./scores/rule-scores";
import { measureSentiment } from "./sentiment/sentiment";
import { salesSentiment } from "./sentiment/sales-sentiment";
import { commitmentSentence, declineSentence } from "./summary/picks";
import { customerSigned } from "./rules/signing";
import { findDue } from "./follow-ups/due-dates";
import { summarize } from "./summary/summary";
import { pressedAfterNo } from "./coaching/pressed-after-no";

export { EngineOutputError } from "./engine-errors";

export const ENGINE_NAME = "local";
/** Bumped whenever a rule or formula changes, so stored analyses say which rules produced them. */
export const ENGINE_VERSION = "2.3.0";

export interface AnalysisInput {
  utterances: Utterance[];
  /** Speaker numbers whose role is account_owner. */
  repSpeakers: number[];
}

const NO_SALES = "No sales conversation in this call, so there is no evidence to assess.";

function unscorable(call: Call, verdict: SalesVerdict): string | null {
  if (call.sentences.length === 0) return "Not assessed: the transcript contains no speech.";
  if (call.language === "other") {
    return "Not assessed: the call is not in English or Spanish, the languages the local engine reads.";
  }
  return verdict === "not_sales" ? NO_SALES : null;
}

/**
 * What the engine finds in a call before it writes anything: the facts coaching and summary read, the two
 * scores, and the customer's sales sentiment. Exported for the corpus' consistency test.
 */
export function callFacts(input: AnalysisInput): {
  facts: CallFacts;
  scores: FittedScores;
  customerSentiment: number | null;
  signals: CallSignals | null;
} {
  const reading = readTranscript(input.utterances.map((utterance) => utterance.text));
  // The call first: its word budget decides what the boundary model reads; the metrics reuse those cuts.
  const call = buildCall(input.utterances, input.repSpeakers, reading.isQuestion, reading);
  const metrics = computeMetrics(input.utterances, input.repSpeakers, reading);
  // The classifier and the score models learned English only; a Spanish call is read by the v1 rules alone.
  const labels = call.language === "en" ? classifyCall(call) : undefined;
  const sentiment = measureSentiment(call);
  const verdict = salesVerdict(call, labels, input.utterances);
  const reason = unscorable(call, verdict);
  const followUps = call.language === "other" ? [] : findFollowUps(call, labels);
  const signals = labels ? callSignals(call, labels, metrics, sentiment.customer, followUps) : null;
  const objections = reason ? [] : answerAuthorityByMeeting(findObjections(call, labels), followUps);
  // Signals read VADER's own figure (what the models were fitted on); everything after reads the sales one.
  const unanswered = objections.filter((objection) => !objection.answered).length;
  const customerSentiment = signals ? salesSentiment(sentiment.customer, signals, unanswered) : sentiment.customer;
  const stage = labels && reason === null ? callStage(call.sentences.map((sentence) => sentence.text), shippedWeights().stages) : null;
  const facts: CallFacts = {
    call,
    metrics,
    meddic: reason ? emptyScorecard(reason) : scoreMeddic(call, labels, stage),
    objections,
    followUps,
    sentiment: { ...sentiment, customer: customerSentiment },
    salesContent: reason === null,
    likelyMeeting: reason === null && verdict === "meeting_like",
    optedOut: customerOptedOut(call),
    heardPain: labels?.sentencesWith("pain").find((sentence) => !sentence.rep && sentence.words >= 5) ?? null,
    heardAuthority: reason ? null : (labels?.sentencesWith("economic_buyer").find((sentence) => !sentence.rep && sentence.words >= 4) ?? null),
    heardDecline: reason ? null : (labels ? declineSentence(call, labels) : null),
    heardCommitment: reason ? null : (labels ? commitmentSentence(call, labels) : null),
    pressedAfterNo: reason || !labels ? null : pressedAfterNo(call, labels),
    customerDatedStep: labels ? call.sentences.some((sentence) => !sentence.rep && labels.confident(sentence, "next_step") && findDue(sentence.text, sentence.lower) !== null) : false,
    customerPledge: reason || !labels ? null : customerPledge(call, labels),
    stage,
  };
  const scores = signals ? fittedScores(signals, shippedWeights(), facts.salesContent) : ruleScores(facts);
  return { facts, scores, customerSentiment, signals };
}

/**
 * The local analysis engine: deterministic, no network. Exact conversation metrics (metrics.ts); a sentence
 * classifier trained on the labelled corpus (classifier/, `npm run train`) reads every sentence; MEDDIC and
 * objections combine its labels with the v1 rules; the two scores come from models fitted on the corpus
 * (scores/fitted-scores.ts); then sentiment, follow-ups, a summary, coaching and named entities. The result is checked against
 * engineOutputSchema before it is returned; a result that fails is an EngineOutputError, never stored.
 */
export function analyzeTranscript(input: AnalysisInput): EngineOutput {
  const { facts, scores, customerSentiment, signals } = callFacts(input);
  const { call, metrics, meddic, sentiment } = facts;
  const output: EngineOutput = {
    aiScore: scores.aiScore,
    conversionProbability: scores.conversionProbability,
    talkTimeRatio: metrics.talkTimeRatio,
    sentimentScore: customerSentiment ?? 0.5,
    meddicScorecard: meddic,
    salesCoaching: coach(facts),
    meetingSummary: {
      summary: summarize(call, {
        durationSeconds: metrics.durationSeconds,
        followUps: facts.followUps,
        salesContent: facts.salesContent,
        objections: facts.objections,
        heardPain: facts.heardPain,
        painFound: meddic.identify_pain.result !== "No",
        heardAuthority: facts.heardAuthority,
        heardDecline: facts.heardDecline,
        heardCommitment: facts.heardCommitment,
        optedOut: facts.optedOut,
        signed: facts.salesContent ? customerSigned(call) : null,
        stage: facts.stage,
      }),
      follow_ups: facts.followUps.map(({ owner, action, due, at }) => ({ owner, action, due, at })),
      objections: facts.objections.map(({ category, quote, at, answered }) => ({ category, quote, at, answered })),
    },
    metrics: {
      ...metrics,
      repSentiment: sentiment.rep,
      customerSentiment,
      sentimentByMinute: sentiment.byMinute,
      language: call.language,
      ...(scores.conversionFactors.length > 0 ? { conversionFactors: scores.conversionFactors } : {}),
      ...(signals ? { scoreSignals: signals } : {}),
      ...(facts.stage ? { callStage: facts.stage } : {}),
      ...(facts.likelyMeeting ? { meetingWarning: LIKELY_MEETING_WARNING } : {}),
      // unscorable() gave a reason: the zero scores mean "not scored", and no score average may count them.
      ...(facts.salesContent ? {} : { assessed: false }),
    },
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    namedEntities: namedEntities(call),
  };
  const checked = engineOutputSchema.safeParse(output);
  if (!checked.success) throw new EngineOutputError(z.prettifyError(checked.error));
  return checked.data;
}
