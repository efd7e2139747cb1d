import { and, desc, eq, isNull } from "drizzle-orm";
import type { AnalyticsDashboard } from "@shared/dashboard";
import type { Db } from "../../../db/open";
import { transcripts } from "../../../db/schema";

export const RECENT_TRANSCRIPTS = 5;

/** The user's newest calls that are not deleted, whatever their status, newest first. */
export async function recentTranscripts(db: Db, userId: string): Promise<AnalyticsDashboard["recentTranscripts"]> {
  const rows = await db
    .select({ id: transcripts.id, name: transcripts.name, uploadedAt: transcripts.uploadedAt })
    .from(transcripts)
    .where(and(eq(transcripts.userId, userId), isNull(transcripts.deletedAt)))
    .orderBy(desc(transcripts.uploadedAt), desc(transcripts.id))
    .limit(RECENT_TRANSCRIPTS);
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
}
