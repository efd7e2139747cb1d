import { sql } from "drizzle-orm";
import type { z } from "zod";
import { dashboardStatsSchema, type DashboardStats } from "@shared/dashboard";
import type { Db } from "../../db/open";
import { assessedCalls, selectOne } from "./sql";
import { statChangesColumn } from "./stats-changes";

/*
 * The four totals of GET /api/stats and of the analytics dashboard. Definitions:
 * - totalCalls: the user's calls that are not deleted, whatever their status (uploaded, being
 *   analysed, analysed or failed).
 * - avgDuration: the mean duration of those calls in seconds, rounded to a whole second.
 * - conversionRate: the mean conversion probability (0–100) of the assessed calls, one decimal.
 * - aiScore: the mean AI score (0–10) of the assessed calls, one decimal.
 * Assessed: analysed, and not left unscored by the engine (sql.ts assessedCalls).
 * Every mean over no calls is 0. vsLastMonth: each figure's change this month (stats-changes.ts).
 */

/** totalCalls and avgDuration, as select columns over the user's `transcripts` that are not deleted. */
const CALL_TOTALS = sql`count(*)::int AS "totalCalls", coalesce(round(avg(duration)), 0)::float8 AS "avgDuration"`;
const callsOf = (userId: string) => sql`transcripts WHERE user_id = ${userId} AND deleted_at IS NULL`;

/**
 * conversionRate and aiScore, as select columns over `assessedCalls` (alias a). The analytics
 * breakdowns add them to their own scan rather than reading the analyses twice.
 */
export const SCORE_MEANS = sql`coalesce(round(avg(a.conversion_probability)::numeric, 1), 0)::float8 AS "conversionRate",
  coalesce(round(avg(a.ai_score)::numeric, 1), 0)::float8 AS "aiScore"`;

export async function dashboardStats(db: Db, userId: string, now = new Date()): Promise<DashboardStats> {
  return selectOne(
    db,
    dashboardStatsSchema,
    sql`SELECT calls.*, scored.*, ${statChangesColumn(userId, now)}
        FROM (SELECT ${CALL_TOTALS} FROM ${callsOf(userId)}) calls,
             (SELECT ${SCORE_MEANS} FROM ${assessedCalls(userId)}) scored`,
  );
}

const callTotalsSchema = dashboardStatsSchema.pick({ totalCalls: true, avgDuration: true });

/** totalCalls and avgDuration alone. */
export async function callTotals(db: Db, userId: string): Promise<z.infer<typeof callTotalsSchema>> {
  return selectOne(db, callTotalsSchema, sql`SELECT ${CALL_TOTALS} FROM ${callsOf(userId)}`);
}
