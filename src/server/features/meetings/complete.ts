import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { meetings } from "../../db/schema";
import { AppError } from "../../http/errors";
import { BotApiError, botProviderFor, NOT_CONFIGURED_MESSAGE, type BotProviderId } from "../../integrations/bot";
import type { RecordingStorage } from "../../integrations/storage";
import type { Queue } from "../../jobs/queue";
import { createTranscript } from "../transcripts";
import { copyRecording } from "./copy-recording";
import { recordingPath } from "./serialize";
import { failMeeting } from "./transitions";
import { toBotTranscript } from "./utterances";

/** How long one worker holds a meeting while it copies the results. */
const LEASE_MINUTES = 15;

export interface CompletionDeps {
  db: Db;
  config: Config;
  queue: Queue;
  storage: RecordingStorage;
}

/**
 * The complete-meeting job: takes a lease on the meeting so no other worker completes it at the same
 * time, fetches transcript and recording from the provider, copies the audio into storage and sends
 * the transcript into the calls-in pipeline (source "gladia", where plan limits apply). Outages are
 * retried with the lease released; refusals and an exceeded plan fail the meeting with their reason.
 */
export async function completeMeeting(deps: CompletionDeps, meetingId: string): Promise<"completed" | "skipped" | "failed"> {
  const { db, config, queue, storage } = deps;
  const [meeting] = await db
    .update(meetings)
    .set({ status: "processing", completionLeaseUntil: sql`now() + make_interval(mins => ${LEASE_MINUTES})`, updatedAt: sql`now()` })
    .where(
      and(
        eq(meetings.id, meetingId),
        isNull(meetings.transcriptId),
        inArray(meetings.status, ["scheduled", "joining", "recording", "processing"]),
        sql`${meetings.botId} NOT LIKE 'pending:%'`,
        or(isNull(meetings.completionLeaseUntil), lt(meetings.completionLeaseUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!meeting?.botId) return "skipped";

  const provider = botProviderFor(config, meeting.provider as BotProviderId);
  if (!provider) {
    await failMeeting(db, meetingId, NOT_CONFIGURED_MESSAGE);
    return "failed";
  }
  try {
    const results = await provider.results(meeting.botId);
    const transcript = toBotTranscript(results.utterances);
    if (transcript.utterances.length === 0) {
      await failMeeting(db, meetingId, "The meeting bot recorded no speech");
      return "failed";
    }
    const recording = results.audioUrl ? await copyRecording(storage, meetingId, results.audioUrl) : null;
    const { row } = await createTranscript(db, queue, meeting.userId, {
      name: meeting.name,
      content: transcript.content,
      format: "meeting-bot",
      fileSize: recording?.size ?? Buffer.byteLength(transcript.content),
      source: "gladia",
      utterances: transcript.utterances,
      speakers: transcript.speakers,
      durationSeconds: transcript.durationSeconds,
      meetingName: meeting.name,
      recordingUrl: recording ? recordingPath(meetingId) : null,
      meetingId,
    });
    await db
      .update(meetings)
      .set({
        status: "completed",
        transcriptId: row.id,
        recordingKey: recording?.key ?? null,
        failureReason: null,
        completionLeaseUntil: null,
        updatedAt: sql`now()`,
      })
      .where(eq(meetings.id, meetingId));
    return "completed";
  } catch (error) {
    const final = (error instanceof BotApiError && !error.retryable) || (error instanceof AppError && error.status < 500);
    if (final) {
      await failMeeting(db, meetingId, error.message);
      return "failed";
    }
    await db.update(meetings).set({ completionLeaseUntil: null }).where(eq(meetings.id, meetingId));
    throw error;
  }
}
