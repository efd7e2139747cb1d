import { and, eq, inArray, isNull, like, lt, notLike, or, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { meetings, webhookEvents } from "../../db/schema";
import { completeMeetingJob, createMeetingBotJob, pollMeetingBotJob } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
import { failMeeting } from "./transitions";

const minutesAgo = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/**
 * Puts stalled meetings back in motion: a job whose send was lost, a worker that died holding a claim
 * or a lease, a poll chain that broke. Every job it sends is safe to run twice, so the sweep may run
 * at any time and on every worker. Meetings beyond saving fail with a reason instead of hanging.
 */
export async function sweepMeetings(db: Db, config: Config, queue: Queue): Promise<void> {
  // A claim on bot creation left by a worker that died mid-call.
  await db
    .update(meetings)
    .set({ botId: null })
    .where(and(eq(meetings.status, "scheduled"), like(meetings.botId, "pending:%"), lt(meetings.updatedAt, minutesAgo(10))));

  const tooLate = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.status, "scheduled"), isNull(meetings.botId), lt(meetings.scheduledAt, minutesAgo(30))));
  for (const { id } of tooLate) await failMeeting(db, id, "The meeting bot could not be created in time");

  const due = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.status, "scheduled"),
        isNull(meetings.botId),
        lt(meetings.updatedAt, minutesAgo(5)),
        lt(meetings.scheduledAt, sql`now() + make_interval(secs => ${config.BOT_JOIN_LEAD_SECONDS})`),
      ),
    );
  for (const { id } of due) await queue.send(createMeetingBotJob, { meetingId: id });

  const unfinished = await db
    .select({ id: meetings.id, status: meetings.status, scheduledAt: meetings.scheduledAt })
    .from(meetings)
    .where(
      and(
        inArray(meetings.status, ["scheduled", "joining", "recording", "processing"]),
        notLike(meetings.botId, "pending:%"),
        lt(meetings.updatedAt, minutesAgo(10)),
        lt(meetings.scheduledAt, sql`now()`),
        or(isNull(meetings.completionLeaseUntil), lt(meetings.completionLeaseUntil, sql`now()`)),
      ),
    );
  for (const meeting of unfinished) {
    if (meeting.status !== "processing") await queue.send(pollMeetingBotJob, { meetingId: meeting.id });
    else if (meeting.scheduledAt.getTime() < Date.now() - 24 * 3600_000) {
      await failMeeting(db, meeting.id, "The recording could not be retrieved from the meeting bot provider");
    } else await queue.send(completeMeetingJob, { meetingId: meeting.id });
  }

  await db.delete(webhookEvents).where(lt(webhookEvents.receivedAt, sql`now() - interval '30 days'`));
}
