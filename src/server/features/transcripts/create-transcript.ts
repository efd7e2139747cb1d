import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { LIMIT_REACHED_MESSAGE } from "@shared/transcripts";
import type { Utterance } from "@shared/utterance";
import { defaultSpeakerMapping } from "../../engine/roles";
import type { Db } from "../../db/open";
import { transcripts, users } from "../../db/schema";
import { AppError, unauthorized } from "../../http/errors";
import { analyzeTranscriptJob } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
import { coveringPlan } from "../teams";
import { recordingsThisMonth, usageFor } from "../usage";
import type { IdempotentUpload } from "./idempotency";
import type { TranscriptRow } from "./serialize";

export interface NewTranscript {
  name: string;
  content: string;
  format: string;
  fileSize: number;
  source: "upload" | "gladia";
  utterances: Utterance[];
  speakers: string[];
  durationSeconds: number;
  meetingName?: string | null;
  recordingUrl?: string | null;
  idempotency?: IdempotentUpload | null;
  /** The meeting whose bot recorded this: its booking already holds a recording, which this transcript takes over. */
  meetingId?: string;
}

const KEY_REUSED = "This Idempotency-Key was already used for a different upload";
const KEY_OF_DELETED = "The upload sent with this Idempotency-Key was stored and has since been deleted";

/**
 * The plan check before any upload is read: parsing a document costs CPU, so an account at its limit
 * is refused first. Checked again under the lock when storing (createTranscript). A retry of an upload
 * already stored under its Idempotency-Key is let through, to be answered with that call.
 */
export async function assertRoomForUpload(db: Db, userId: string, idempotencyKey: unknown): Promise<void> {
  if (typeof idempotencyKey === "string") {
    const [earlier] = await db
      .select({ id: transcripts.id })
      .from(transcripts)
      .where(and(eq(transcripts.userId, userId), eq(transcripts.idempotencyKey, idempotencyKey)));
    if (earlier) return;
  }
  const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const plan = await coveringPlan(db, userId, user.plan);
  if (!usageFor(plan, await recordingsThisMonth(db, userId)).canCreate) throw new AppError("FORBIDDEN", LIMIT_REACHED_MESSAGE);
}

/**
 * Stores a call and queues its analysis. The plan limit is checked under a lock on the user's row,
 * so simultaneous uploads at the limit cannot both pass; the row is the durable record of the work,
 * and the worker's recovery sweep re-queues it if the process dies before the job is sent.
 */
export async function createTranscript(
  db: Db,
  queue: Queue,
  userId: string,
  input: NewTranscript,
): Promise<{ row: TranscriptRow; replayed: boolean }> {
  const { idempotency } = input;
  const result = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw unauthorized();
    // Under the user's lock, so a retry racing its original sees it; before the plan check, so the
    // retry of the upload that used the month's last recording is answered, not refused.
    if (idempotency) {
      const [earlier] = await tx
        .select()
        .from(transcripts)
        .where(and(eq(transcripts.userId, userId), eq(transcripts.idempotencyKey, idempotency.key)));
      if (earlier) {
        if (earlier.idempotencyFingerprint !== idempotency.fingerprint) throw new AppError("CONFLICT", KEY_REUSED);
        if (earlier.deletedAt) throw new AppError("CONFLICT", KEY_OF_DELETED);
        return { row: earlier, replayed: true };
      }
    }
    // A team's better plan covers its members (issue 17).
    const plan = await coveringPlan(tx, userId, user.plan);
    const usage = usageFor(plan, await recordingsThisMonth(tx, userId, { exceptMeetingId: input.meetingId }));
    if (!usage.canCreate) throw new AppError("FORBIDDEN", LIMIT_REACHED_MESSAGE);
    const [inserted] = await tx
      .insert(transcripts)
      .values({
        id: randomUUID(),
        userId,
        name: input.name,
        status: "processing",
        uploadedAt: sql`clock_timestamp()`,
        duration: Math.round(input.durationSeconds),
        fileSize: input.fileSize,
        content: input.content,
        source: input.source,
        format: input.format,
        meetingName: input.meetingName ?? null,
        recordingUrl: input.recordingUrl ?? null,
        diarizationData: input.utterances,
        speakerMapping: defaultSpeakerMapping(input.utterances, input.speakers, user),
        idempotencyKey: idempotency?.key ?? null,
        idempotencyFingerprint: idempotency?.fingerprint ?? null,
      })
      .returning();
    if (!inserted) throw new Error("transcript insert returned nothing");
    return { row: inserted, replayed: false };
  });
  if (!result.replayed) await queue.send(analyzeTranscriptJob, { transcriptId: result.row.id });
  return result;
}
