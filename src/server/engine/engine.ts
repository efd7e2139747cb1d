import { engineOutputSchema, type EngineOutput, type MeddicScorecard } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { z } from "zod";
import { buildCall, type Call } from "./call/call";
import { coach } from "./coaching/coaching";
import { EngineOutputError } from "./engine-errors";
import { namedEntities } from "./entities/entities";
import type { CallFacts } from "./facts";
import { findFollowUps } from "./follow-ups/follow-ups";
import { emptyScorecard, scoreMeddic } from "./meddic/scorecard";
import { computeMetrics } from "./metrics";
import { findObjections } from "./objections/objections";
import { isQuestion } from "./questions";
import { hasSalesContent } from "./rules/sales-content";
import { scoreFeatures } from "./scores/features";
import { aiScore, conversionProbability } from "./scores/formulas";
import { measureSentiment } from "./sentiment/sentiment";
import { summarize } from "./summary/summary";

export { EngineOutputError } from "./engine-errors";

export const ENGINE_NAME = "local";
/** Bumped whenever a rule or formula changes, so stored analyses say which rules produced them. */
export const ENGINE_VERSION = "1.0.0";

export interface AnalysisInput {
  utterances: Utterance[];
  /** Speaker numbers whose role is account_owner. */
  repSpeakers: number[];
}

function unscorable(call: Call): string | null {
  if (call.sentences.length === 0) return "Not assessed: the transcript contains no speech.";
  if (call.language === "other") {
    return "Not assessed: the call is not in English or Spanish, the languages the local engine reads.";
  }
  if (!hasSalesContent(call)) return "No sales conversation in this call, so there is no evidence to assess.";
  return null;
}

/**
 * The local analysis engine: deterministic, no network. Exact conversation metrics (metrics.ts), then
 * sentiment, MEDDIC, objections, follow-ups, a summary, coaching, named entities and the two scores, all
 * from rules over the transcript's own words (see each module). The result is checked against
 * engineOutputSchema before it is returned; a result that fails is an EngineOutputError, never stored.
 */
export function analyzeTranscript(input: AnalysisInput): EngineOutput {
  const metrics = computeMetrics(input.utterances, input.repSpeakers);
  const call = buildCall(input.utterances, input.repSpeakers, isQuestion);
  const sentiment = measureSentiment(call);
  const reason = unscorable(call);
  const meddic: MeddicScorecard = reason ? emptyScorecard(reason) : scoreMeddic(call);
  const facts: CallFacts = {
    call,
    metrics,
    meddic,
    objections: reason ? [] : findObjections(call),
    followUps: call.language === "other" ? [] : findFollowUps(call),
    sentiment,
    salesContent: reason === null,
  };
  const features = scoreFeatures(facts);
  const output: EngineOutput = {
    aiScore: aiScore(features),
    conversionProbability: conversionProbability(features),
    talkTimeRatio: metrics.talkTimeRatio,
    sentimentScore: sentiment.customer ?? 0.5,
    meddicScorecard: meddic,
    salesCoaching: coach(facts),
    meetingSummary: {
      summary: summarize(call, { durationSeconds: metrics.durationSeconds, followUps: facts.followUps, salesContent: facts.salesContent }),
      follow_ups: facts.followUps.map(({ owner, action, due, at }) => ({ owner, action, due, at })),
      objections: facts.objections.map(({ category, quote, at, answered }) => ({ category, quote, at, answered })),
    },
    metrics: {
      ...metrics,
      repSentiment: sentiment.rep,
      customerSentiment: sentiment.customer,
      sentimentByMinute: sentiment.byMinute,
      language: call.language,
    },
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    namedEntities: namedEntities(call),
  };
  const checked = engineOutputSchema.safeParse(output);
  if (!checked.success) throw new EngineOutputError(z.prettifyError(checked.error));
  return checked.data;
}
