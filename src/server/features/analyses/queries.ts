import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/open";
import { analyses, transcripts } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { AnalysisRow } from "./serialize";

export async function listAnalyses(db: Db, userId: string) {
  return db
    .select({
      id: analyses.id,
      transcriptId: analyses.transcriptId,
      aiScore: analyses.aiScore,
      conversionProbability: analyses.conversionProbability,
      createdAt: analyses.createdAt,
    })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt));
}

/** The analysis of one of the user's own transcripts; 404 when there is none yet or it is not theirs. */
export async function analysisForTranscript(db: Db, userId: string, transcriptId: string): Promise<AnalysisRow> {
  const [row] = await db
    .select({ analysis: analyses })
    .from(analyses)
    .innerJoin(transcripts, eq(transcripts.id, analyses.transcriptId))
    .where(and(eq(analyses.transcriptId, transcriptId), eq(transcripts.userId, userId), isNull(transcripts.deletedAt)))
    .limit(1);
  if (!row) throw notFound("Analysis not found");
  return row.analysis;
}
