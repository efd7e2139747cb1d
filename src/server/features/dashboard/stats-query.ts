import { sql } from "drizzle-orm";
import { dashboardStatsSchema, type DashboardStats } from "@shared/dashboard";
import type { Db } from "../../db/open";
import { analysedCalls, selectOne } from "./sql";

/**
 * GET /api/stats, and the four totals of the analytics dashboard. Definitions:
 * - totalCalls: the user's calls that are not deleted, whatever their status (uploaded, being
 *   analysed, analysed or failed).
 * - avgDuration: the mean duration of those calls in seconds, rounded to a whole second.
 * - conversionRate: the mean conversion probability (0–100) of the analysed calls, one decimal.
 * - aiScore: the mean AI score (0–10) of the analysed calls, one decimal.
 * Every mean over no calls is 0.
 */
export async function dashboardStats(db: Db, userId: string): Promise<DashboardStats> {
  return selectOne(
    db,
    dashboardStatsSchema,
    sql`WITH calls AS (
          SELECT count(*) AS total, avg(duration) AS duration
          FROM transcripts
          WHERE user_id = ${userId} AND deleted_at IS NULL
        ), scored AS (
          SELECT avg(a.conversion_probability) AS conversion, avg(a.ai_score) AS score
          FROM ${analysedCalls(userId)}
        )
        SELECT calls.total::int AS "totalCalls",
               coalesce(round(scored.conversion::numeric, 1), 0)::float8 AS "conversionRate",
               coalesce(round(calls.duration), 0)::float8 AS "avgDuration",
               coalesce(round(scored.score::numeric, 1), 0)::float8 AS "aiScore"
        FROM calls, scored`,
  );
}
