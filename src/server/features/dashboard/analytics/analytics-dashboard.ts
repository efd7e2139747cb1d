import type { AnalyticsDashboard } from "@shared/dashboard";
import type { Db } from "../../../db/open";
import { performanceByDay } from "../performance-query";
import { callTotals } from "../stats-query";
import { callBreakdowns } from "./breakdowns-query";
import { recentTranscripts } from "./recent-transcripts-query";

/** The analytics page's trend line covers this many days. */
export const TREND_DAYS = 90;

/**
 * GET /api/analytics/dashboard: the dashboard totals (the call counts, and the score means from the
 * breakdowns' scan), the trend, the newest calls and the breakdowns, each its own query (definitions
 * beside each). On PostgreSQL the four run side by side on pooled connections; PGlite has one
 * connection and runs them in turn.
 */
export async function analyticsDashboard(db: Db, userId: string, now = new Date()): Promise<AnalyticsDashboard> {
  const [{ totalCalls, avgDuration }, { conversionRate, aiScore, ...breakdowns }, trends, recent] = await Promise.all([
    callTotals(db, userId),
    callBreakdowns(db, userId),
    performanceByDay(db, userId, TREND_DAYS, now),
    recentTranscripts(db, userId),
  ]);
  return {
    totalCalls,
    conversionRate,
    avgDuration,
    aiScore,
    performanceTrends: trends.map((point) => ({ date: point.date, score: point.aiScore, conversionRate: point.conversionRate })),
    recentTranscripts: recent,
    ...breakdowns,
  };
}
