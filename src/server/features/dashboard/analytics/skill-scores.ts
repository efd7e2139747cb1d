import { sql, type SQL } from "drizzle-orm";
import type { Skill } from "@shared/dashboard";
import { BENCHMARKS } from "@shared/benchmarks";
import { num, resultPoints } from "../sql";

/** Rep talk at or below the benchmark scores 100, at or above the ceiling 0, linear between. */
const TALK = { full: BENCHMARKS.bestTalkRatio, zero: BENCHMARKS.highTalkRatio };
/** A longest monologue up to the benchmark scores 100; twice the benchmark scores 0. */
const MONOLOGUE = { full: BENCHMARKS.monologueSeconds, zero: 2 * BENCHMARKS.monologueSeconds };
/** Speaker switches per minute that count as a fully two-way conversation. */
const INTERACTIVITY_FULL = 2;
/** Points lost per question past the top of the 11–14 range. */
const POINTS_PER_EXTRA_QUESTION = 10;

/** 0–100, linear from `full` (100) to `zero` (0), clamped. */
const linear = (value: SQL, full: number, zero: number) =>
  sql`least(100, greatest(0, 100 * (${num(zero)} - ${value}) / ${num(zero - full)}))`;

const q = sql`a.questions_by_rep`;
const questionScore = sql`(CASE
    WHEN ${q} < ${num(BENCHMARKS.questionsLow)} THEN 100 * ${q} / ${num(BENCHMARKS.questionsLow)}
    WHEN ${q} <= ${num(BENCHMARKS.questionsHigh)} THEN 100
    ELSE greatest(0, 100 - (${q} - ${num(BENCHMARKS.questionsHigh)}) * ${num(POINTS_PER_EXTRA_QUESTION)}) END)`;
const talkScore = linear(sql`a.talk_time_ratio`, TALK.full, TALK.zero);
const monologueScore = linear(sql`a.longest_rep_monologue_seconds`, MONOLOGUE.full, MONOLOGUE.zero);
const interactivityScore = sql`least(100, 100 * a.interactivity / ${num(INTERACTIVITY_FULL)})`;

/**
 * Skills Analysis, each 0–100 as a whole number: a per-call score (below) averaged over the user's
 * assessed calls (the breakdowns' scan, sql.ts assessedCalls), except Objection handling, which is pooled.
 * - Discovery: mean of the question score (rep questions in 11–14 → 100; fewer → questions / 11 × 100;
 *   more → 100 − 10 per extra question, floor 0) and Identify Pain (Yes 100, Partial 50, No 0).
 * - Listening: mean of the talk score (talk ratio ≤ 43% → 100, ≥ 65% → 0, linear between) and the
 *   monologue score (longest rep monologue ≤ 150 s → 100, ≥ 300 s → 0, linear between).
 * - Objection handling: objections answered / objections raised × 100 over all calls; null when no
 *   objection was ever raised.
 * - Value articulation: mean of the Metrics and Decision Criteria criteria (Yes 100, Partial 50, No 0).
 * - Next steps: 100 when a follow-up with a due date was agreed, 50 when follow-ups had no date, 0 for none.
 * - Rapport: mean of sentiment × 100 and the interactivity score (speaker switches per minute / 2 × 100,
 *   capped at 100).
 * Every skill is null for an account with no analysed call. Each is an aggregate over `analyses a`.
 */
export const SKILL_SQL: Record<Skill, SQL> = {
  Discovery: sql`round(avg((${questionScore} + ${resultPoints("identify_pain_result")}) / 2.0)::numeric)`,
  Listening: sql`round(avg((${talkScore} + ${monologueScore}) / 2.0)::numeric)`,
  "Objection handling": sql`round(100.0 * sum(a.answered_objections) / nullif(sum(a.objections), 0))`,
  "Value articulation": sql`round(avg((${resultPoints("metrics_result")} + ${resultPoints("decision_criteria_result")}) / 2.0)::numeric)`,
  "Next steps": sql`round(avg(CASE WHEN a.dated_follow_ups > 0 THEN 100 WHEN a.follow_ups > 0 THEN 50 ELSE 0 END)::numeric)`,
  Rapport: sql`round(avg((100 * a.sentiment_score + ${interactivityScore}) / 2.0)::numeric)`,
};
