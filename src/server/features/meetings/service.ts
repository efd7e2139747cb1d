import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { LIMIT_REACHED_MESSAGE } from "@shared/transcripts";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { meetings, users } from "../../db/schema";
import { AppError, badRequest, notFound, unauthorized } from "../../http/errors";
import { requireBotProvider } from "../../integrations/bot";
import { createMeetingBotJob } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
import { usageStats } from "../usage";
import type { MeetingRow } from "./serialize";

export interface MeetingBooking {
  name: string;
  meetingUrl: string;
  scheduledAt: Date;
  calendarEventId?: string | null;
  /** Book a calendar event again if its earlier booking failed (the card's Retry; never the cron). */
  retryFailed?: boolean;
}

/** A meeting that started more than this long ago is not worth sending a bot to. */
const PAST_TOLERANCE_MS = 60 * 60_000;

/** Queues the bot's creation BOT_JOIN_LEAD_SECONDS before the meeting (at once if that has passed). */
export async function queueBotCreation(queue: Queue, config: Config, meeting: Pick<MeetingRow, "id" | "scheduledAt">): Promise<void> {
  const at = meeting.scheduledAt.getTime() - config.BOT_JOIN_LEAD_SECONDS * 1000;
  await queue.send(createMeetingBotJob, { meetingId: meeting.id, notBefore: at > Date.now() ? new Date(at).toISOString() : undefined });
}

/**
 * Books a bot for a meeting: checks the provider is configured and the plan has room, writes the
 * row and queues the bot's creation. A calendar event is booked once: asking again answers the same
 * meeting, except that a failed one is booked afresh when `retryFailed` says so (the card's Retry).
 */
export async function bookMeeting(
  db: Db,
  config: Config,
  queue: Queue,
  userId: string,
  booking: MeetingBooking,
): Promise<{ meeting: MeetingRow; booked: boolean }> {
  const provider = requireBotProvider(config);
  if (booking.scheduledAt.getTime() < Date.now() - PAST_TOLERANCE_MS) throw badRequest("The scheduled time has already passed");
  const fresh = { name: booking.name, meetingUrl: booking.meetingUrl, scheduledAt: booking.scheduledAt, provider: provider.id };
  // A booking takes one of the month's recordings at once, checked under a lock on the user's row
  // (as uploads are) so simultaneous bookings at the limit cannot all pass.
  const row = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw unauthorized();
    if (booking.calendarEventId) {
      const [existing] = await tx
        .select()
        .from(meetings)
        .where(and(eq(meetings.userId, userId), eq(meetings.calendarEventId, booking.calendarEventId)));
      // Asking again for a booked event is answered with that booking and takes nothing more.
      if (existing && !(booking.retryFailed && existing.status === "failed")) return null;
    }
    if (!(await usageStats(tx, userId, user.plan)).canCreate) throw new AppError("FORBIDDEN", LIMIT_REACHED_MESSAGE);
    return insertBooking(tx, userId, booking, fresh);
  });
  if (!row) return { meeting: await findByEvent(db, userId, booking.calendarEventId!), booked: false };
  await queueBotCreation(queue, config, row);
  return { meeting: row, booked: true };
}

async function insertBooking(
  db: Db,
  userId: string,
  booking: MeetingBooking,
  fresh: { name: string; meetingUrl: string; scheduledAt: Date; provider: string },
): Promise<MeetingRow | undefined> {
  const insert = db
    .insert(meetings)
    .values({ id: randomUUID(), userId, status: "scheduled", calendarEventId: booking.calendarEventId ?? null, ...fresh });
  const target = [meetings.userId, meetings.calendarEventId];
  const [row] = !booking.calendarEventId
    ? await insert.returning()
    : booking.retryFailed
      ? await insert
          .onConflictDoUpdate({
            target,
            set: { ...fresh, status: "scheduled", failureReason: null, botId: null, updatedAt: sql`now()` },
            setWhere: sql`${meetings.status} = 'failed'`,
          })
          .returning()
      : await insert.onConflictDoNothing({ target }).returning();
  return row;
}

async function findByEvent(db: Db, userId: string, calendarEventId: string): Promise<MeetingRow> {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.userId, userId), eq(meetings.calendarEventId, calendarEventId)));
  if (!row) throw new Error("meeting vanished between insert and read");
  return row;
}

export async function listMeetings(db: Db, userId: string): Promise<MeetingRow[]> {
  return db.select().from(meetings).where(eq(meetings.userId, userId)).orderBy(desc(meetings.scheduledAt), desc(meetings.id));
}

/** Another user's id answers 404, exactly like a missing one. */
/** Who booked a meeting, or null: the recording route checks the reader against it (teammates may listen). */
export async function meetingOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ userId: meetings.userId }).from(meetings).where(eq(meetings.id, id));
  return row?.userId ?? null;
}

export async function getMeeting(db: Db, userId: string, id: string): Promise<MeetingRow> {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, id), eq(meetings.userId, userId)));
  if (!row) throw notFound("Meeting not found");
  return row;
}
