import { eq, sql } from "drizzle-orm";
import type { SpeakerMapping } from "@shared/analysis";
import type { Db } from "../../db/open";
import { analyses, transcripts } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { changeableCall, visibleCall } from "./access";
import type { TranscriptRow } from "./serialize";


/** Another user's id answers 404, exactly like a missing one, so ids reveal nothing. */
export async function getTranscript(db: Db, userId: string, id: string): Promise<TranscriptRow> {
  const [row] = await db.select().from(transcripts).where(visibleCall(userId, id)).limit(1);
  if (!row) throw notFound("Transcript not found");
  return row;
}

/**
 * Saves who is who and sends the call back for analysis. The revision bump tells an analysis
 * already running on the old mapping that its result is stale.
 */
export async function updateSpeakers(db: Db, userId: string, id: string, mapping: SpeakerMapping): Promise<TranscriptRow> {
  const [current] = await db.select().from(transcripts).where(changeableCall(userId, id)).limit(1);
  if (!current) throw notFound("Transcript not found");
  const known = new Set(Object.keys(current.speakerMapping));
  const unknown = Object.keys(mapping).find((speaker) => !known.has(speaker));
  if (unknown !== undefined) throw badRequest(`Speaker ${unknown} is not in this transcript`);
  if (!Object.values(mapping).some((entry) => entry.role === "account_owner")) {
    throw badRequest("Choose which speaker is the rep");
  }
  mapping = { ...current.speakerMapping, ...mapping };
  const [row] = await db
    .update(transcripts)
    .set({ speakerMapping: mapping, status: "processing", failureReason: null, revision: sql`${transcripts.revision} + 1` })
    .where(changeableCall(userId, id))
    .returning();
  if (!row) throw notFound("Transcript not found");
  return row;
}

const DELETED_DURING_ANALYSIS = "Deleted before its analysis finished";

/** Wipes the text and the analysis; the emptied row stays so this month's usage still counts it. */
export async function deleteTranscript(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(transcripts)
      .set({
        deletedAt: new Date(),
        // An analysis under way is dropped (the worker skips deleted rows): left "processing", the row
        // would be re-queued by every sweep forever. A new revision makes any in-flight result stale too.
        status: sql`CASE WHEN ${transcripts.status} = 'processing' THEN 'failed' ELSE ${transcripts.status} END`,
        failureReason: sql`CASE WHEN ${transcripts.status} = 'processing' THEN ${DELETED_DURING_ANALYSIS} ELSE ${transcripts.failureReason} END`,
        revision: sql`${transcripts.revision} + 1`,
        name: "",
        content: "",
        diarizationData: [],
        speakerMapping: {},
        namedEntities: null,
        meetingName: null,
        recordingUrl: null,
      })
      .where(changeableCall(userId, id))
      .returning({ id: transcripts.id });
    if (!row) throw notFound("Transcript not found");
    await tx.delete(analyses).where(eq(analyses.transcriptId, id));
  });
}
