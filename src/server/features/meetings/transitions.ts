import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MeetingStatus } from "@shared/meetings";
import type { Db } from "../../db/open";
import { meetings } from "../../db/schema";
import type { BotReport } from "../../integrations/bot";

/** The forward order of a bot's life; a report never moves a meeting back (webhooks arrive out of order). */
const ORDER: readonly MeetingStatus[] = ["scheduled", "joining", "recording", "processing"];

const earlierThan = (status: MeetingStatus) => ORDER.slice(0, ORDER.indexOf(status));

export type TransitionOutcome = "changed" | "unchanged" | "finished";

/**
 * Applies what the provider said about a bot. "completed" from a provider means the results can be
 * fetched: the meeting moves to processing and the caller queues the completion job; Rapport marks it
 * completed only once the transcript exists. "failed" ends any meeting that has no transcript yet.
 */
export async function applyBotReport(db: Db, meetingId: string, report: BotReport): Promise<TransitionOutcome> {
  const { state } = report;
  if (!state) return "unchanged";
  if (state === "failed") {
    const rows = await db
      .update(meetings)
      .set({ status: "failed", failureReason: report.failureReason ?? "The meeting bot failed", updatedAt: sql`now()` })
      .where(and(eq(meetings.id, meetingId), inArray(meetings.status, ORDER), isNull(meetings.transcriptId)))
      .returning({ id: meetings.id });
    return rows.length > 0 ? "changed" : "unchanged";
  }
  const target: MeetingStatus = state === "completed" ? "processing" : state;
  const earlier = earlierThan(target);
  if (earlier.length > 0) {
    await db
      .update(meetings)
      .set({ status: target, updatedAt: sql`now()` })
      .where(and(eq(meetings.id, meetingId), inArray(meetings.status, earlier)));
  }
  return state === "completed" ? "finished" : "changed";
}

/** Ends a meeting with a reason the user reads on /meetings (never overwrites a finished one). */
export async function failMeeting(db: Db, meetingId: string, reason: string): Promise<void> {
  await db
    .update(meetings)
    .set({
      status: "failed",
      failureReason: reason,
      // A claim placeholder is dropped; a real bot id stays, so late webhooks still find the meeting.
      botId: sql`CASE WHEN ${meetings.botId} LIKE 'pending:%' THEN NULL ELSE ${meetings.botId} END`,
      completionLeaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(meetings.id, meetingId), inArray(meetings.status, ORDER)));
}
