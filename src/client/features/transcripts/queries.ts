import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { analysisListItemSchema, transcriptListItemSchema, usageStatsSchema, type UsageStats } from "@shared/transcripts";

export const TRANSCRIPTS_KEY = ["/api/transcripts"] as const;
export const ANALYSES_KEY = ["/api/analyses"] as const;
export const USAGE_KEY = ["/api/usage/stats"] as const;

/**
 * The client reads the status as any text: SPEC §3 shows an unknown status as Pending, so a value the
 * server adds later must not turn the whole list into an error.
 */
const transcriptSummarySchema = transcriptListItemSchema.extend({ status: z.string(), aiScore: z.number().nullable().optional() });
export type TranscriptSummary = z.infer<typeof transcriptSummarySchema>;
export type AnalysisSummary = z.infer<typeof analysisListItemSchema>;

const transcriptListSchema = z.array(transcriptSummarySchema);
const analysisListSchema = z.array(analysisListItemSchema);

// Parsing happens in `select`, not in a query function: the cache keeps the server's JSON, so other
// screens reading the same key with the default query function share it. Stable references let
// TanStack Query reuse the parsed result until new data arrives.
const selectTranscripts = (data: unknown): TranscriptSummary[] => transcriptListSchema.parse(data);
const selectAnalyses = (data: unknown): AnalysisSummary[] => analysisListSchema.parse(data);

/** GET /api/transcripts, newest first, polled at the screen's SPEC §9 interval. */
export function useTranscriptList(refetchInterval: number) {
  return useQuery({ queryKey: TRANSCRIPTS_KEY, select: selectTranscripts, refetchInterval });
}

/** GET /api/analyses; SPEC §7 loads it only once transcripts exist. */
export function useAnalysisList({ enabled, refetchInterval }: { enabled: boolean; refetchInterval: number }) {
  return useQuery({ queryKey: ANALYSES_KEY, select: selectAnalyses, enabled, refetchInterval });
}

const selectUsage = (data: unknown): UsageStats => usageStatsSchema.parse(data);

/** GET /api/usage/stats: the plan's use this month; the upload form and the dashboard's alert read it. */
export const useUsageStats = () => useQuery({ queryKey: USAGE_KEY, select: selectUsage });
