import type { MetricsAnalysis } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { computeMetrics } from "./metrics";

export const ENGINE_NAME = "local";
/** Bumped whenever a definition changes, so stored analyses say which rules produced them. */
export const ENGINE_VERSION = "0.1.0";

export interface AnalysisInput {
  utterances: Utterance[];
  /** Speaker numbers whose role is account_owner. */
  repSpeakers: number[];
}

/**
 * What this stage of the engine produces: the parts of SPEC §3's Analysis that follow exactly from the
 * conversation metrics. Sentiment, MEDDIC, coaching, the summary, aiScore and conversionProbability are
 * added by the next stage of the engine, which builds on these metrics; this stage does not invent them.
 */
export type AnalysisResult = MetricsAnalysis;

export function analyzeTranscript(input: AnalysisInput): AnalysisResult {
  const metrics = computeMetrics(input.utterances, input.repSpeakers);
  return {
    talkTimeRatio: metrics.talkTimeRatio,
    metrics,
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
  };
}
