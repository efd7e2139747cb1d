import { generateText, Output, type LanguageModel, type LanguageModelUsage } from "ai";
import type { z } from "zod";
import type { ConversationMetrics, MeddicScorecard } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { chunkLines } from "./chunking";
import { mergeChunkAnalyses } from "./merge";
import { analysisPrompt, mergeSummariesPrompt, SYSTEM_PROMPT, transcriptLines } from "./prompt";
import { TranscriptText, verifyQuotes } from "./quotes";
import { deadlineFor, withRetries, type Deadline, type RetryPolicy } from "./retry";
import { mergedSummarySchema, modelAnalysisSchema, type ModelAnalysis } from "./schema";

export interface ModelSettings {
  model: LanguageModel;
  /** Transcript tokens per call (AI_MAX_INPUT_TOKENS); a longer call is read in chunks. */
  maxInputTokens: number;
  retry: RetryPolicy;
}

export interface ModelAnalysisInput {
  utterances: Utterance[];
  repSpeakers: number[];
  /** The exact metrics, given to the model as facts. */
  metrics: ConversationMetrics;
  /** The local engine's scorecard: where the model's evidence for a criterion is invented, this one stands. */
  localScorecard: MeddicScorecard;
}

export interface ModelAnalysisResult {
  analysis: ModelAnalysis;
  tokens: { input: number; output: number };
  /** Model calls made (chunks, plus one to merge their summaries). */
  calls: number;
  /** Objections and MEDDIC contexts removed because their quotes are not in the transcript. */
  droppedQuotes: number;
}

class UsageTally {
  constructor(readonly deadline: Deadline | undefined) {}
  input = 0;
  output = 0;
  calls = 0;
  add(usage: LanguageModelUsage) {
    this.input += usage.inputTokens ?? 0;
    this.output += usage.outputTokens ?? 0;
    this.calls++;
  }
}

async function ask<S extends z.ZodType>(settings: ModelSettings, tally: UsageTally, schema: S, prompt: string): Promise<z.infer<S>> {
  const result = await withRetries(settings.retry, (abortSignal) =>
    generateText({
      model: settings.model,
      system: SYSTEM_PROMPT,
      prompt,
      output: Output.object({ schema }),
      // Retries are ours (withRetries) so that schema-invalid answers are retried the same way as 5xx.
      maxRetries: 0,
      abortSignal,
    }),
    tally.deadline,
  );
  tally.add(result.usage);
  return result.output as z.infer<S>;
}

/**
 * The qualitative analysis from the model: one call when the transcript fits the budget; otherwise a
 * map over chunks and a reduce (MEDDIC by best evidence, lists deduplicated, one more call to summarise
 * the chunk summaries). Every quote is checked against the transcript before it is kept.
 */
export async function analyzeWithModel(settings: ModelSettings, input: ModelAnalysisInput): Promise<ModelAnalysisResult> {
  const tally = new UsageTally(deadlineFor(settings.retry));
  const lines = transcriptLines(input.utterances, input.repSpeakers);
  const text = new TranscriptText(input.utterances.map((utterance) => utterance.text));
  const chunks = chunkLines(lines, settings.maxInputTokens);
  let droppedQuotes = 0;
  const verified = (analysis: ModelAnalysis): ModelAnalysis => {
    const checked = verifyQuotes(text, analysis, input.localScorecard);
    droppedQuotes += checked.dropped;
    return { ...analysis, meddicScorecard: checked.meddicScorecard, meetingSummary: checked.meetingSummary };
  };

  let analysis: ModelAnalysis;
  if (chunks.length <= 1) {
    analysis = verified(await ask(settings, tally, modelAnalysisSchema, analysisPrompt(lines, input.metrics)));
  } else {
    const parts: ModelAnalysis[] = [];
    // One chunk at a time: parallel calls would only meet the provider's rate limit sooner.
    for (const [index, chunk] of chunks.entries()) {
      const prompt = analysisPrompt(chunk, input.metrics, { part: { index: index + 1, of: chunks.length } });
      parts.push(verified(await ask(settings, tally, modelAnalysisSchema, prompt)));
    }
    const merged = await ask(settings, tally, mergedSummarySchema, mergeSummariesPrompt(parts.map((part) => part.meetingSummary.summary)));
    // Verified again only to recompute overall_score from the merged criteria (their quotes already passed).
    analysis = verified(mergeChunkAnalyses(parts, merged.summary));
  }
  return { analysis, tokens: { input: tally.input, output: tally.output }, calls: tally.calls, droppedQuotes };
}
