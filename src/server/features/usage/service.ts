import { and, eq, gte, sql } from "drizzle-orm";
import type { PlanId } from "@shared/auth";
import { planById } from "@shared/plans";
import type { UsageStats } from "@shared/transcripts";
import type { Db } from "../../db/open";
import { transcripts } from "../../db/schema";

/** The first instant of the current calendar month in UTC: usage resets then (SPEC §9). */
export const startOfMonthUtc = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Recordings this month, uploads and bot recordings alike, counted from the transcripts table
 * (deleted ones included: they were recorded) rather than kept in a counter that could drift.
 */
export async function recordingsThisMonth(db: Db, userId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transcripts)
    .where(and(eq(transcripts.userId, userId), gte(transcripts.uploadedAt, startOfMonthUtc(now))));
  return row?.n ?? 0;
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

export async function usageStats(db: Db, userId: string, plan: PlanId): Promise<UsageStats> {
  return usageFor(plan, await recordingsThisMonth(db, userId));
}
