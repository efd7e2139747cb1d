import { sql, type SQL } from "drizzle-orm";
import { assessedCalls, at } from "./sql";

/*
 * The dashboard cards' "… vs last month", in SQL. "This month" is the UTC calendar month up to now;
 * it is compared with the same span of last month (its first day up to the same moment a month ago),
 * so a rep on the 3rd is not told their calls fell 90% against a whole month. A call belongs to the
 * month it was uploaded (transcripts.uploaded_at); a score to the month it was analysed
 * (analyses.created_at, as in the Performance Trend).
 * - totalCalls: percent change of the number of calls, one decimal; null with no call last month.
 * - avgDuration: percent change of the mean duration, one decimal; null without a duration in either month.
 * - conversionRate: this month's mean conversion probability minus last month's, in percentage points.
 * - aiScore: this month's mean AI score minus last month's, in points out of 10.
 * The two differences are null unless both months have an assessed call (sql.ts assessedCalls).
 */

/** Start of this month, start of last month, and now minus one month (PostgreSQL clamps Mar 31 to Feb 28). */
function monthBounds(now: Date): { thisStart: SQL; lastStart: SQL; lastEnd: SQL; end: SQL } {
  const monthStart = sql`date_trunc('month', ${at(now)} AT TIME ZONE 'UTC')`;
  return {
    thisStart: sql`(${monthStart} AT TIME ZONE 'UTC')`,
    lastStart: sql`((${monthStart} - interval '1 month') AT TIME ZONE 'UTC')`,
    lastEnd: sql`(${at(now)} - interval '1 month')`,
    end: at(now),
  };
}

/** A percent change with one decimal, or null when there is no base to compare with. */
const percentChange = (current: SQL, previous: SQL) =>
  sql`CASE WHEN ${previous} IS NULL OR ${previous} = 0 OR ${current} IS NULL THEN NULL
      ELSE round(((${current} - ${previous}) * 100.0 / ${previous})::numeric, 1)::float8 END`;
/** A difference with one decimal, null when either side is missing. */
const difference = (current: SQL, previous: SQL) => sql`round((${current} - ${previous})::numeric, 1)::float8`;

/**
 * A sub-select answering one column, "vsLastMonth", as a JSON object matching statChangesSchema.
 * Each month's figures come from one scan of the user's rows in the two spans.
 */
export function statChangesColumn(userId: string, now: Date): SQL {
  const { thisStart, lastStart, lastEnd, end } = monthBounds(now);
  const callIn = (column: SQL, from: SQL, to: SQL) => sql`${column} >= ${from} AND ${column} <= ${to}`;
  const upThis = callIn(sql`uploaded_at`, thisStart, end);
  const upLast = callIn(sql`uploaded_at`, lastStart, lastEnd);
  const anThis = callIn(sql`a.created_at`, thisStart, end);
  const anLast = callIn(sql`a.created_at`, lastStart, lastEnd);
  return sql`(SELECT json_build_object(
      'totalCalls', ${percentChange(sql`c.calls_now`, sql`c.calls_before`)},
      'avgDuration', ${percentChange(sql`c.duration_now`, sql`c.duration_before`)},
      'conversionRate', ${difference(sql`s.conversion_now`, sql`s.conversion_before`)},
      'aiScore', ${difference(sql`s.score_now`, sql`s.score_before`)})
    FROM (SELECT count(*) FILTER (WHERE ${upThis}) AS calls_now,
                 count(*) FILTER (WHERE ${upLast}) AS calls_before,
                 avg(duration) FILTER (WHERE ${upThis}) AS duration_now,
                 avg(duration) FILTER (WHERE ${upLast}) AS duration_before
          FROM transcripts
          WHERE user_id = ${userId} AND deleted_at IS NULL AND uploaded_at >= ${lastStart} AND uploaded_at <= ${end}) c,
         (SELECT avg(a.conversion_probability) FILTER (WHERE ${anThis}) AS conversion_now,
                 avg(a.conversion_probability) FILTER (WHERE ${anLast}) AS conversion_before,
                 avg(a.ai_score) FILTER (WHERE ${anThis}) AS score_now,
                 avg(a.ai_score) FILTER (WHERE ${anLast}) AS score_before
          FROM ${assessedCalls(userId)} AND a.created_at >= ${lastStart} AND a.created_at <= ${end}) s
  ) AS "vsLastMonth"`;
}
