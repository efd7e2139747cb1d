import { and, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import type { PlanId } from "@shared/auth";
import { planById } from "@shared/plans";
import type { UsageStats } from "@shared/transcripts";
import type { Db } from "../../db/open";
import { meetings, transcripts } from "../../db/schema";
import { coveringPlan } from "../teams";

/** The first instant of the current calendar month in UTC: usage resets then (SPEC §9). */
export const startOfMonthUtc = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** A booked bot holds one of the month's recordings until it yields a transcript (counted there) or fails. */
const HOLDING_STATUSES = ["scheduled", "joining", "recording", "processing"] as const;

/**
 * Recordings this month, uploads and bot recordings alike, counted from the transcripts table
 * (deleted ones included: they were recorded) rather than kept in a counter that could drift, plus
 * the bots booked this month that are still on their way: otherwise a Free account could book any
 * number of paid provider bots before the first one finished. `exceptMeetingId` leaves out the
 * meeting whose own booking is being checked again (its bot's creation, its transcript).
 */
export async function recordingsThisMonth(db: Db, userId: string, { now = new Date(), exceptMeetingId }: { now?: Date; exceptMeetingId?: string } = {}): Promise<number> {
  const since = startOfMonthUtc(now);
  const [recorded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transcripts)
    .where(and(eq(transcripts.userId, userId), gte(transcripts.uploadedAt, since)));
  const [booked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meetings)
    .where(
      and(
        eq(meetings.userId, userId),
        gte(meetings.createdAt, since),
        inArray(meetings.status, [...HOLDING_STATUSES]),
        isNull(meetings.transcriptId),
        exceptMeetingId ? ne(meetings.id, exceptMeetingId) : undefined,
      ),
    );
  return (recorded?.n ?? 0) + (booked?.n ?? 0);
}

export function usageFor(plan: PlanId, current: number): UsageStats {
  const limit = planById(plan).monthlyRecordings;
  if (limit === null) return { plan, current, limit: null, remaining: null, percentUsed: 0, canCreate: true };
  return {
    plan,
    current,
    limit,
    remaining: Math.max(0, limit - current),
    percentUsed: Math.min(100, Math.round((current / limit) * 100)),
    canCreate: current < limit,
  };
}

/** `plan` is the user's own; a team's better plan covers its members (issue 17). */
export async function usageStats(db: Db, userId: string, plan: PlanId, exceptMeetingId?: string): Promise<UsageStats> {
  return usageFor(await coveringPlan(db, userId, plan), await recordingsThisMonth(db, userId, { exceptMeetingId }));
}
