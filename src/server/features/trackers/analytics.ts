import { sql } from "drizzle-orm";
import { z } from "zod";
import { TRACKER_TREND_WEEKS, type TrackerAnalytics } from "@shared/trackers";
import type { Db } from "../../db/open";
import type { TrackerReader } from "./access";

// Db is generic over the driver, so execute() is typed unknown; both drivers' results carry `rows`.
const rawResult = z.object({ rows: z.array(z.unknown()) });
const headRow = z.object({ weeks: z.array(z.string()), analysedCalls: z.number().int() });
const trackerRow = z.object({
  trackerId: z.string(),
  name: z.string(),
  side: z.enum(["customer", "us", "anyone"]),
  mentionsPerWeek: z.array(z.number().int()),
  mentions: z.number().int(),
  callsMentioning: z.number().int(),
  conversionWith: z.number().nullable(),
  conversionWithout: z.number().nullable(),
});

const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => rawResult.parse(await db.execute(query)).rows;

/**
 * Each of the user's trackers (and their team's, matched in their calls too) over their analysed calls (deleted calls left out), in SQL: mentions per
 * ISO week (Monday, UTC) over the last TRACKER_TREND_WEEKS weeks, empty weeks as 0; how many calls
 * mention it, of how many; and the average conversion of calls with it against calls without it, over the
 * calls the engine assessed (analyses.assessed: a call it did not score has a conversion of 0 that is none).
 */
export async function trackerAnalytics(db: Db, reader: TrackerReader, now = new Date()): Promise<TrackerAnalytics> {
  const userId = reader.userId;
  const theirs = reader.team ? sql`(k.user_id = ${userId} OR k.team_id = ${reader.team.teamId})` : sql`k.user_id = ${userId}`;
  const nowAt = sql`${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'`;
  const weeks = sql`SELECT generate_series(date_trunc('week', ${nowAt}) - make_interval(weeks => ${TRACKER_TREND_WEEKS - 1}), date_trunc('week', ${nowAt}), interval '1 week') AS week`;
  const calls = sql`SELECT t.id, t.uploaded_at AT TIME ZONE 'UTC' AS said_at, (CASE WHEN a.assessed THEN a.conversion_probability END)::float8 AS conv
    FROM analyses a JOIN transcripts t ON t.id = a.transcript_id
    WHERE a.user_id = ${userId} AND t.user_id = ${userId} AND t.deleted_at IS NULL`;

  const [head] = await rowsOf(
    db,
    sql`WITH weeks AS (${weeks}), calls AS (${calls})
      SELECT (SELECT json_agg(to_char(week, 'YYYY-MM-DD') ORDER BY week) FROM weeks) AS weeks,
             (SELECT count(*)::int FROM calls) AS "analysedCalls"`,
  );
  const { weeks: weekStarts, analysedCalls } = headRow.parse(head);

  const rows = await rowsOf(
    db,
    sql`WITH weeks AS (${weeks}), calls AS (${calls}),
      per_call AS (
        SELECT h.tracker_id, h.transcript_id, count(*)::int AS n
        FROM tracker_hits h JOIN trackers k ON k.id = h.tracker_id AND ${theirs}
        JOIN calls c ON c.id = h.transcript_id
        GROUP BY h.tracker_id, h.transcript_id)
      SELECT k.id AS "trackerId", k.name, k.side,
        (SELECT json_agg(coalesce(x.n, 0) ORDER BY w.week) FROM weeks w LEFT JOIN LATERAL (
            SELECT sum(pc.n)::int AS n FROM per_call pc JOIN calls c ON c.id = pc.transcript_id
            WHERE pc.tracker_id = k.id AND c.said_at >= w.week AND c.said_at < w.week + interval '1 week') x ON true) AS "mentionsPerWeek",
        (SELECT coalesce(sum(pc.n), 0)::int FROM per_call pc WHERE pc.tracker_id = k.id) AS mentions,
        (SELECT count(*)::int FROM per_call pc WHERE pc.tracker_id = k.id) AS "callsMentioning",
        (SELECT avg(c.conv)::float8 FROM per_call pc JOIN calls c ON c.id = pc.transcript_id WHERE pc.tracker_id = k.id) AS "conversionWith",
        (SELECT avg(c.conv)::float8 FROM calls c
          WHERE NOT EXISTS (SELECT 1 FROM per_call pc WHERE pc.tracker_id = k.id AND pc.transcript_id = c.id)) AS "conversionWithout"
      FROM trackers k WHERE ${theirs}
      ORDER BY k.team_id IS NOT NULL, k.created_at, k.id`,
  );
  return {
    weeks: weekStarts,
    analysedCalls,
    trackers: rows.map((raw) => {
      const row = trackerRow.parse(raw);
      return { ...row, shareOfCalls: analysedCalls === 0 ? null : row.callsMentioning / analysedCalls };
    }),
  };
}
