import { sql } from "drizzle-orm";
import { z } from "zod";
import { TEAM_TREND_WEEKS, type TeamTrends } from "@shared/teams";
import type { Db } from "../../db/open";
import { requireMember } from "./team-service";

const rawResult = z.object({ rows: z.array(z.unknown()) });
const weekRow = z.object({ weekStart: z.string(), calls: z.number().int(), avgAiScore: z.number().nullable(), avgConversion: z.number().nullable() });

/**
 * The whole team's calls per ISO week (Monday, UTC) over the last TEAM_TREND_WEEKS weeks, weeks without
 * a call included, in one SQL statement: calls (every one), average AI score and conversion of the
 * assessed ones (analyses.assessed; a call the engine did not score has zeros that are not scores).
 * Current members' calls only, like everything a team shows.
 */
export async function teamTrends(db: Db, managerId: string, teamId: string, now = new Date()): Promise<TeamTrends> {
  await requireMember(db, managerId, teamId, "manager");
  const { rows } = rawResult.parse(
    await db.execute(sql`
      WITH weeks AS (
        SELECT generate_series(
          date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') - make_interval(weeks => ${TEAM_TREND_WEEKS - 1}),
          date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
          interval '1 week') AS week
      )
      SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart",
             count(t.id)::int AS calls,
             avg(a.ai_score)::float8 AS "avgAiScore",
             avg(a.conversion_probability)::float8 AS "avgConversion"
      FROM weeks w
      LEFT JOIN team_members m ON m.team_id = ${teamId}
      LEFT JOIN transcripts t ON t.user_id = m.user_id AND t.deleted_at IS NULL
        AND (t.uploaded_at AT TIME ZONE 'UTC') >= w.week AND (t.uploaded_at AT TIME ZONE 'UTC') < w.week + interval '1 week'
      LEFT JOIN analyses a ON a.transcript_id = t.id AND a.assessed
      GROUP BY w.week
      ORDER BY w.week`),
  );
  return { weeks: rows.map((row) => weekRow.parse(row)) };
}
