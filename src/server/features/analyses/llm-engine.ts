import { engineOutputSchema, type EngineOutput } from "@shared/analysis";
import type { Config } from "../../config";
import { analyzeTranscriptJob } from "../../jobs/definitions";
import { analyzeWithModel, type ModelSettings } from "../../integrations/llm/analyze";
import { modelFromConfig, type ModelChoice } from "../../integrations/llm/provider";
import { DEFAULT_RETRY, describeFailure } from "../../integrations/llm/retry";
import { rescoreWithJudgements, storedSignals } from "../../engine/scores/rescore";
import { onlyOurSideSpoke } from "./engine-input";
import type { Engine } from "./run-analysis";

/** Bumped when the prompt or the merge rules change, so stored analyses say which produced them. */
export const LLM_ENGINE_VERSION = "2.0.0";

export interface LlmEngineOptions extends ModelSettings {
  provider: ModelChoice["provider"];
  modelId: string;
}

/**
 * The model-backed engine. The local engine runs first (in its worker pool) for everything that must be
 * exact: the conversation metrics, talk ratio, sentiment and named entities. The model then writes MEDDIC,
 * the summary, follow-ups, objections and coaching, and its MEDDIC verdicts, objections and dated next
 * steps re-score the call with the same fitted models the local engine uses (engine/scores/rescore.ts), so
 * scores stay comparable across engines and a model's better reading gives better scores.
 * If the model fails (after retries) or times out, the local result is stored with the reason recorded.
 */
export function llmEngine(local: Engine, options: LlmEngineOptions): Engine {
  return async (input) => {
    const started = performance.now();
    const base = await local(input);
    const elapsed = () => Math.round(performance.now() - started);
    if (!input.utterances.some((utterance) => utterance.text.trim().length > 0)) return base;
    // Everyone on our side: the analysis job reports no customer side and no sale (no-customer.ts), so the
    // model is not paid to judge one. The same test the job uses, so the two never disagree about a call.
    if (onlyOurSideSpoke(input)) return base;
    try {
      const result = await analyzeWithModel(options, {
        utterances: input.utterances,
        repSpeakers: input.repSpeakers,
        metrics: base.metrics,
        localScorecard: base.meddicScorecard,
      });
      const signals = storedSignals(base);
      const rescored = signals && base.conversionProbability > 0 ? rescoreWithJudgements(signals, result.analysis) : null;
      const output: EngineOutput = {
        ...base,
        ...result.analysis,
        ...(rescored
          ? {
              aiScore: rescored.aiScore,
              conversionProbability: rescored.conversionProbability,
              metrics: { ...base.metrics, conversionFactors: rescored.conversionFactors, scoreSignals: rescored.signals },
            }
          : {}),
        engine: { name: options.provider, version: LLM_ENGINE_VERSION, model: options.modelId, tokens: result.tokens, durationMs: elapsed() },
      };
      return engineOutputSchema.parse(output);
    } catch (error) {
      const fallbackReason = `${options.modelId} failed: ${describeFailure(error)}`;
      return { ...base, engine: { ...base.engine, durationMs: elapsed(), fallbackReason } };
    }
  };
}

/**
 * The model stage ends (and the local analysis is kept) well before the analysis job expires, so the
 * queue never starts a second run, and a second bill, of a call that is still being analysed.
 */
export const MODEL_STAGE_BUDGET_MS = Math.max(10_000, analyzeTranscriptJob.queue.expireInSeconds * 1000 - 20_000);

/** The engine the configuration asks for: the local one as given, or the model wrapped around it. */
export function engineFromConfig(config: Config, local: Engine): Engine {
  const choice = modelFromConfig(config);
  if (!choice) return local;
  return llmEngine(local, {
    ...choice,
    maxInputTokens: config.AI_MAX_INPUT_TOKENS,
    retry: { ...DEFAULT_RETRY, timeoutMs: config.AI_TIMEOUT_MS, totalMs: MODEL_STAGE_BUDGET_MS },
  });
}
