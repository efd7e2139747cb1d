import { sql } from "drizzle-orm";
import { performancePointSchema, type PerformancePoint } from "@shared/dashboard";
import type { Db } from "../../db/open";
import { assessedCalls, at, selectRows } from "./sql";

/**
 * GET /api/performance, and the analytics dashboard's trends. One point per UTC calendar day with at
 * least one assessed call (sql.ts assessedCalls: a call the engine did not score is no point on a score line), oldest first, over the last `days` days (today included). A call's day is
 * the day of its analysis (analyses.created_at): calls are analysed seconds after they arrive, and the
 * (user_id, created_at) index then serves the date range without a join. Per day:
 * - calls: assessed calls that day;
 * - conversionRate: their mean conversion probability (0–100), one decimal;
 * - aiScore: their mean AI score (0–10), one decimal.
 * Days without calls have no point rather than a zero, which would read as a collapse.
 */
export async function performanceByDay(db: Db, userId: string, days: number, now = new Date()): Promise<PerformancePoint[]> {
  // A plain date per row is cheaper than date_trunc; it is formatted once per day.
  const day = sql`(a.created_at AT TIME ZONE 'UTC')::date`;
  const firstDay = sql`(date_trunc('day', ${at(now)} AT TIME ZONE 'UTC') - make_interval(days => ${days - 1})) AT TIME ZONE 'UTC'`;
  return selectRows(
    db,
    performancePointSchema,
    sql`SELECT to_char(${day}, 'YYYY-MM-DD') AS date,
               count(*)::int AS calls,
               round(avg(a.conversion_probability)::numeric, 1)::float8 AS "conversionRate",
               round(avg(a.ai_score)::numeric, 1)::float8 AS "aiScore"
        FROM ${assessedCalls(userId)}
          AND a.created_at >= ${firstDay}
          AND a.created_at <= ${at(now)}
        GROUP BY ${day}
        ORDER BY ${day}`,
  );
}
