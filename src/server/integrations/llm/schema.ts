import { meddicScorecardSchema, meetingSummarySchema, salesCoachingSchema } from "@shared/analysis";
import { z } from "zod";

/**
 * What the model writes: the qualitative parts of an analysis, under the very schemas the local engine's
 * output is validated with, so an answer that parses here is storable as is.
 */
export const modelAnalysisSchema = z.object({
  meddicScorecard: meddicScorecardSchema,
  meetingSummary: meetingSummarySchema,
  salesCoaching: salesCoachingSchema,
});
export type ModelAnalysis = z.infer<typeof modelAnalysisSchema>;

/** The reduce step's answer when a long call was read in chunks: one summary of the chunk summaries. */
export const mergedSummarySchema = z.object({ summary: z.string() });
