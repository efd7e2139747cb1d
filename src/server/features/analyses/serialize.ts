import type { Analysis } from "@shared/analysis";
import type { AnalysisListItem } from "@shared/transcripts";
import type { analyses } from "../../db/schema";

export type AnalysisRow = typeof analyses.$inferSelect;

export const toAnalysis = (row: AnalysisRow): Analysis => ({
  id: row.id,
  transcriptId: row.transcriptId,
  createdAt: row.createdAt.toISOString(),
  aiScore: row.aiScore,
  conversionProbability: row.conversionProbability,
  talkTimeRatio: row.talkTimeRatio,
  sentimentScore: row.sentimentScore,
  meddicScorecard: row.meddicScorecard,
  salesCoaching: row.salesCoaching,
  meetingSummary: row.meetingSummary,
  metrics: row.metrics,
  engine: row.engine,
});

export const toAnalysisListItem = (
  row: Pick<AnalysisRow, "id" | "transcriptId" | "aiScore" | "conversionProbability" | "createdAt">,
): AnalysisListItem => ({
  id: row.id,
  transcriptId: row.transcriptId,
  aiScore: row.aiScore,
  conversionProbability: row.conversionProbability,
  createdAt: row.createdAt.toISOString(),
});
