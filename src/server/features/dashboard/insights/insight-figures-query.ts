import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/open";
import { assessedCalls, selectOne } from "../sql";

/** Insights look at the latest calls: the last five, compared with the five before them. */
export const RECENT_CALLS = 5;
export const WINDOW_CALLS = 2 * RECENT_CALLS;

const mean = z.number().nullable();

/**
 * Figures over the user's latest assessed calls (sql.ts assessedCalls: an internal stand-up is not a sales
 * call to coach); null means no call to average.
 */
export const insightFiguresSchema = z.object({
  /** Assessed calls in the window (at most WINDOW_CALLS). */
  windowCalls: z.number().int(),
  /** Of which among the last RECENT_CALLS. */
  recentCalls: z.number().int(),
  talkRatioRecent: mean,
  talkRatioPrevious: mean,
  aiScoreRecent: mean,
  aiScorePrevious: mean,
  questionsRecent: mean,
  monologueRecent: mean,
  /** Calls in the window whose Economic Buyer criterion was not met ("Yes"). */
  economicBuyerMissing: z.number().int(),
  /** Calls in the window where no follow-up was agreed. */
  withoutNextSteps: z.number().int(),
  objectionsRaised: z.number().int(),
  objectionsAnswered: z.number().int(),
});
export type InsightFigures = z.infer<typeof insightFiguresSchema>;

/**
 * One pass over the latest WINDOW_CALLS assessed calls (newest analysis first, as the performance
 * chart dates them). Ordering by created_at alone lets the (user_id, created_at) index walk back from
 * the newest and stop after ten, whatever the account's size; the facts are columns derived from the
 * analysis JSON (schema.ts), so no JSON is read here.
 */
export async function insightFigures(db: Db, userId: string): Promise<InsightFigures> {
  const recent = sql`n <= ${RECENT_CALLS}`;
  const previous = sql`n > ${RECENT_CALLS}`;
  return selectOne(
    db,
    insightFiguresSchema,
    sql`WITH latest AS (
          SELECT a.created_at, a.id, a.talk_time_ratio, a.ai_score, a.questions_by_rep, a.longest_rep_monologue_seconds,
                 a.economic_buyer_result, a.follow_ups, a.objections, a.answered_objections
          FROM ${assessedCalls(userId)}
          ORDER BY a.created_at DESC
          LIMIT ${WINDOW_CALLS}
        ), numbered AS (
          SELECT row_number() OVER (ORDER BY created_at DESC, id DESC) AS n, * FROM latest
        )
        SELECT count(*)::int AS "windowCalls",
               (count(*) FILTER (WHERE ${recent}))::int AS "recentCalls",
               (avg(talk_time_ratio) FILTER (WHERE ${recent}))::float8 AS "talkRatioRecent",
               (avg(talk_time_ratio) FILTER (WHERE ${previous}))::float8 AS "talkRatioPrevious",
               (avg(ai_score) FILTER (WHERE ${recent}))::float8 AS "aiScoreRecent",
               (avg(ai_score) FILTER (WHERE ${previous}))::float8 AS "aiScorePrevious",
               (avg(questions_by_rep) FILTER (WHERE ${recent}))::float8 AS "questionsRecent",
               (avg(longest_rep_monologue_seconds) FILTER (WHERE ${recent}))::float8 AS "monologueRecent",
               (count(*) FILTER (WHERE economic_buyer_result IS DISTINCT FROM 'Yes'))::int AS "economicBuyerMissing",
               (count(*) FILTER (WHERE coalesce(follow_ups, 0) = 0))::int AS "withoutNextSteps",
               coalesce(sum(objections), 0)::int AS "objectionsRaised",
               coalesce(sum(answered_objections), 0)::int AS "objectionsAnswered"
        FROM numbered`,
  );
}
