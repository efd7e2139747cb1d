import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { MEDDIC_CRITERIA } from "@shared/analysis";
import { SKILLS, type AnalyticsDashboard } from "@shared/dashboard";
import type { Db } from "../../../db/open";
import { assessedCalls, selectOne } from "../sql";
import { SCORE_MEANS } from "../stats-query";
import { OUTCOME_BUCKETS } from "./outcome-buckets";
import { SKILL_SQL } from "./skill-scores";

type Breakdowns = Pick<
  AnalyticsDashboard,
  "conversionRate" | "aiScore" | "skillsBreakdown" | "meddicScores" | "callOutcomes"
>;

const column = (prefix: string, i: number) => sql.identifier(`${prefix}${i}`);
const rowSchema = z.record(z.string(), z.number().nullable());

/**
 * The analytics breakdowns in one scan of the user's assessed calls (sql.ts assessedCalls): the two score means of the totals
 * (stats-query.ts), the skills (skill-scores.ts), the MEDDIC scorecard and the call outcomes
 * (outcome-buckets.ts). It reads only columns: the facts it needs are derived from the analysis JSON
 * when the row is written (schema.ts).
 * - meddicScores: per criterion, the percent of assessed calls in which it was met (result "Yes";
 *   "Partial" does not count), as a whole number; 0 without calls.
 * - callOutcomes: how many assessed calls fall in each conversion-probability bucket.
 */
export async function callBreakdowns(db: Db, userId: string): Promise<Breakdowns> {
  const skills = SKILLS.map((skill, i) => sql`${SKILL_SQL[skill]}::float8 AS ${column("skill", i)}`);
  const meddic = MEDDIC_CRITERIA.map((criterion, i) => {
    const met = sql`count(*) FILTER (WHERE a.${sql.identifier(`${criterion}_result`)} = 'Yes')`;
    return sql`coalesce(round(100.0 * ${met} / nullif(count(*), 0)), 0)::int AS ${column("meddic", i)}`;
  });
  const outcomes = OUTCOME_BUCKETS.map((bucket, i) => {
    const below = OUTCOME_BUCKETS[i - 1]?.from;
    const upper: SQL = below === undefined ? sql`` : sql` AND a.conversion_probability < ${below}`;
    return sql`(count(*) FILTER (WHERE a.conversion_probability >= ${bucket.from}${upper}))::int AS ${column("outcome", i)}`;
  });

  const row = await selectOne(
    db,
    rowSchema,
    sql`SELECT ${SCORE_MEANS}, ${sql.join([...skills, ...meddic, ...outcomes], sql`, `)} FROM ${assessedCalls(userId)}`,
  );
  const value = (prefix: string, i: number) => row[`${prefix}${i}`] ?? null;
  return {
    conversionRate: row.conversionRate ?? 0,
    aiScore: row.aiScore ?? 0,
    skillsBreakdown: Object.fromEntries(SKILLS.map((skill, i) => [skill, value("skill", i)])),
    meddicScores: Object.fromEntries(MEDDIC_CRITERIA.map((criterion, i) => [criterion, value("meddic", i) ?? 0])),
    callOutcomes: OUTCOME_BUCKETS.map(({ name, color }, i) => ({ name, color, value: value("outcome", i) ?? 0 })),
  };
}
