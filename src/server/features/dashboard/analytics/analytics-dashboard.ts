import type { AnalyticsDashboard } from "@shared/dashboard";
import type { Db } from "../../../db/open";
import { performanceByDay } from "../performance-query";
import { dashboardStats } from "../stats-query";
import { callBreakdowns } from "./breakdowns-query";
import { recentTranscripts } from "./recent-transcripts-query";

/** The analytics page's trend line covers this many days. */
export const TREND_DAYS = 90;

/**
 * GET /api/analytics/dashboard: the dashboard totals, the trend, the newest calls and the breakdowns,
 * each its own query (definitions beside each). They run one after another: PGlite has a single
 * connection anyway, and on PostgreSQL four small reads do not need four pooled connections per request.
 */
export async function analyticsDashboard(db: Db, userId: string, now = new Date()): Promise<AnalyticsDashboard> {
  const totals = await dashboardStats(db, userId);
  const trends = await performanceByDay(db, userId, TREND_DAYS, now);
  return {
    ...totals,
    performanceTrends: trends.map(({ date, aiScore, conversionRate }) => ({ date, score: aiScore, conversionRate })),
    recentTranscripts: await recentTranscripts(db, userId),
    ...(await callBreakdowns(db, userId)),
  };
}
