import { z } from "zod";

/**
 * Answers of the dashboard and analytics reads (SPEC §3, §7). The definitions of every figure live
 * beside the SQL that computes it (src/server/features/dashboard) and in the README.
 */

/** A mean over no calls: 0, so an empty account reads as zeros, never as NaN. */
const figure = z.number();

/**
 * Each card's "… vs last month": this month so far against the same days of last month (definitions
 * beside the SQL, stats-changes.ts). null when there is nothing to compare (no data last month).
 */
export const statChangesSchema = z.object({
  /** Percent change of the number of calls. */
  totalCalls: figure.nullable(),
  /** Difference in percentage points of the mean conversion probability. */
  conversionRate: figure.nullable(),
  /** Percent change of the mean call duration. */
  avgDuration: figure.nullable(),
  /** Difference in points (out of 10) of the mean AI score. */
  aiScore: figure.nullable(),
});
export type StatChanges = z.infer<typeof statChangesSchema>;

/** GET /api/stats. conversionRate is a percent (0–100), avgDuration seconds, aiScore out of 10. */
export const dashboardStatsSchema = z.object({
  totalCalls: z.number().int().min(0),
  conversionRate: figure,
  avgDuration: figure,
  aiScore: figure,
  vsLastMonth: statChangesSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /api/performance?range=7|30|90: days back, today included; the dashboard's range selector sends it. */
export const PERFORMANCE_RANGES = ["7", "30", "90"] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];
export const DEFAULT_PERFORMANCE_RANGE = 7;
export const performanceQuerySchema = z
  .object({
    range: z
      .enum(PERFORMANCE_RANGES, { error: "range must be 7, 30 or 90" })
      .default("7")
      .transform(Number),
  })
  .strict();

/** One day with at least one analysed call; date is the UTC calendar day, YYYY-MM-DD. */
export const performancePointSchema = z.object({
  date: z.string(),
  calls: z.number().int().min(1),
  conversionRate: figure,
  aiScore: figure,
});
export type PerformancePoint = z.infer<typeof performancePointSchema>;
export const performanceSchema = z.array(performancePointSchema);

/** SPEC §3 Insight. "other" carries plain notes, such as "not enough calls yet". */
export const INSIGHT_TYPES = ["positive", "warning", "improvement", "critical", "other"] as const;
export const insightSchema = z.object({
  type: z.enum(INSIGHT_TYPES),
  title: z.string(),
  description: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;
export type InsightType = Insight["type"];
export const insightsSchema = z.array(insightSchema);

/** The skills of the Skills Analysis radar, in display order. */
export const SKILLS = [
  "Discovery",
  "Listening",
  "Objection handling",
  "Value articulation",
  "Next steps",
  "Rapport",
] as const;
export type Skill = (typeof SKILLS)[number];

/** Kept here too for the dashboard's imports; defined once in analysis.ts. */
export { MEDDIC_LABELS } from "./analysis";

export const callOutcomeSchema = z.object({ name: z.string(), value: z.number().int().min(0), color: z.string() });
export type CallOutcome = z.infer<typeof callOutcomeSchema>;

/** GET /api/analytics/dashboard (SPEC §3 Analytics dashboard). */
export const analyticsDashboardSchema = z.object({
  totalCalls: z.number().int().min(0),
  conversionRate: figure,
  /** Seconds. */
  avgDuration: figure,
  aiScore: figure,
  performanceTrends: z.array(z.object({ date: z.string(), score: figure, conversionRate: figure })),
  recentTranscripts: z.array(z.object({ id: z.string(), name: z.string(), uploadedAt: z.string() })),
  /** Skill → 0–100; null when no call gave evidence for it yet (no objection was ever raised, say). */
  skillsBreakdown: z.record(z.string(), z.number().min(0).max(100).nullable()),
  /** MEDDIC criterion id → percent of analysed calls where the criterion was met ("Yes"). */
  meddicScores: z.record(z.string(), z.number().min(0).max(100)),
  callOutcomes: z.array(callOutcomeSchema),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;
