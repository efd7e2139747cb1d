import { sql } from "drizzle-orm";
import { z } from "zod";
import type { RepMonth, TeamStats } from "@shared/teams";
import type { Db } from "../../db/open";
import { requireMember } from "./team-service";

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const monthLabel = (date: Date) => date.toISOString().slice(0, 7);

const rawResult = z.object({ rows: z.array(z.unknown()) });
const nullableNumber = z.number().nullable();
const statsRow = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(["manager", "rep"]),
  period: z.enum(["this", "last"]),
  calls: z.number().int(),
  avgAiScore: nullableNumber,
  avgConversion: nullableNumber,
  avgTalkRatio: nullableNumber,
  avgQuestions: nullableNumber,
  metrics: nullableNumber,
  economic_buyer: nullableNumber,
  decision_criteria: nullableNumber,
  decision_process: nullableNumber,
  identify_pain: nullableNumber,
  champion: nullableNumber,
});
const themeRow = z.object({ userId: z.string(), theme: z.string() });

async function rows<S extends z.ZodType>(db: Db, schema: S, query: ReturnType<typeof sql>): Promise<z.infer<S>[]> {
  return rawResult.parse(await db.execute(query)).rows.map((row) => schema.parse(row));
}

/** The share (0–100) of a month's assessed calls whose criterion is "Yes"; null without an assessed call. */
const coverage = (column: string) =>
  sql.raw(`(100.0 * count(*) FILTER (WHERE a.${column} = 'Yes') / nullif(count(a.id), 0))::float8`);

/**
 * Per member, this calendar month (UTC) so far against last month, in one SQL statement over the
 * stored analysis facts; plus each member's most frequent coaching issue over both months. `calls` counts
 * every call; the scores, MEDDIC and coaching themes read only the calls the engine assessed
 * (analyses.assessed: an internal stand-up has zero scores that are not scores, and no sale to coach).
 */
export async function teamStats(db: Db, managerId: string, teamId: string, now = new Date()): Promise<TeamStats> {
  await requireMember(db, managerId, teamId, "manager");
  const thisStart = monthStart(now.getUTCFullYear(), now.getUTCMonth());
  const nextStart = monthStart(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const lastStart = monthStart(now.getUTCFullYear(), now.getUTCMonth() - 1);
  const periods = sql`(VALUES ('this', ${thisStart.toISOString()}::timestamptz, ${nextStart.toISOString()}::timestamptz),
                              ('last', ${lastStart.toISOString()}::timestamptz, ${thisStart.toISOString()}::timestamptz)) AS p(period, since, until)`;
  const stats = await rows(
    db,
    statsRow,
    sql`SELECT m.user_id AS "userId", btrim(u.first_name || ' ' || u.last_name) AS name, m.role, p.period,
          count(t.id)::int AS calls,
          avg(a.ai_score)::float8 AS "avgAiScore",
          avg(a.conversion_probability)::float8 AS "avgConversion",
          avg(a.talk_time_ratio)::float8 AS "avgTalkRatio",
          avg(a.questions_by_rep)::float8 AS "avgQuestions",
          ${coverage("metrics_result")} AS metrics,
          ${coverage("economic_buyer_result")} AS economic_buyer,
          ${coverage("decision_criteria_result")} AS decision_criteria,
          ${coverage("decision_process_result")} AS decision_process,
          ${coverage("identify_pain_result")} AS identify_pain,
          ${coverage("champion_result")} AS champion
        FROM team_members m
        JOIN users u ON u.id = m.user_id
        CROSS JOIN ${periods}
        LEFT JOIN transcripts t ON t.user_id = m.user_id AND t.deleted_at IS NULL AND t.uploaded_at >= p.since AND t.uploaded_at < p.until
        LEFT JOIN analyses a ON a.transcript_id = t.id AND a.assessed
        WHERE m.team_id = ${teamId}
        GROUP BY m.user_id, u.first_name, u.last_name, m.role, m.joined_at, p.period
        ORDER BY m.joined_at, m.user_id, p.period`,
  );
  const themes = await rows(
    db,
    themeRow,
    sql`SELECT DISTINCT ON (t.user_id) t.user_id AS "userId", w.item ->> 'issue' AS theme
        FROM team_members m
        JOIN transcripts t ON t.user_id = m.user_id AND t.deleted_at IS NULL AND t.uploaded_at >= ${lastStart.toISOString()}::timestamptz
        JOIN analyses a ON a.transcript_id = t.id AND a.assessed
        CROSS JOIN LATERAL jsonb_array_elements(
          CASE WHEN jsonb_typeof(a.sales_coaching -> 'what_could_improve') = 'array' THEN a.sales_coaching -> 'what_could_improve' ELSE '[]'::jsonb END
        ) AS w(item)
        WHERE m.team_id = ${teamId} AND w.item ->> 'issue' IS NOT NULL
        GROUP BY t.user_id, w.item ->> 'issue'
        ORDER BY t.user_id, count(*) DESC, w.item ->> 'issue'`,
  );
  const themeOf = new Map(themes.map((row) => [row.userId, row.theme]));
  const toMonth = (row: z.infer<typeof statsRow>): RepMonth => ({
    calls: row.calls,
    avgAiScore: row.avgAiScore,
    avgConversion: row.avgConversion,
    avgTalkRatio: row.avgTalkRatio,
    avgQuestions: row.avgQuestions,
    meddic: {
      metrics: row.metrics,
      economic_buyer: row.economic_buyer,
      decision_criteria: row.decision_criteria,
      decision_process: row.decision_process,
      identify_pain: row.identify_pain,
      champion: row.champion,
    },
  });
  const reps: TeamStats["reps"] = [];
  for (const row of stats) {
    if (row.period !== "last") continue;
    const current = stats.find((other) => other.userId === row.userId && other.period === "this");
    if (!current) continue;
    reps.push({ userId: row.userId, name: row.name, role: row.role, thisMonth: toMonth(current), lastMonth: toMonth(row), topCoachingTheme: themeOf.get(row.userId) ?? null });
  }
  return { month: monthLabel(thisStart), lastMonth: monthLabel(lastStart), reps };
}
