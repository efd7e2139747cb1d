import { useQuery } from "@tanstack/react-query";
import {
  analyticsDashboardSchema,
  dashboardStatsSchema,
  insightsSchema,
  performanceSchema,
  type AnalyticsDashboard,
  type DashboardStats,
  type Insight,
  type PerformancePoint,
  type PerformanceRange,
} from "@shared/dashboard";
import { POLL } from "@shared/polling";
import { apiJson } from "@client/lib/api";

// Query keys are the URLs (the default query function fetches them); the upload form invalidates
// ["/api/stats"] by this same key. The usage read lives with the upload form (transcripts feature).
export const STATS_KEY = ["/api/stats"] as const;
export const PERFORMANCE_KEY = ["/api/performance"] as const;
export const INSIGHTS_KEY = ["/api/insights"] as const;
export const ANALYTICS_KEY = ["/api/analytics/dashboard"] as const;

// Parsing happens in `select` so the cache keeps the server's JSON for any screen sharing the key.
const selectStats = (data: unknown): DashboardStats => dashboardStatsSchema.parse(data);
const selectPerformance = (data: unknown): PerformancePoint[] => performanceSchema.parse(data);
const selectInsights = (data: unknown): Insight[] => insightsSchema.parse(data);
const selectAnalytics = (data: unknown): AnalyticsDashboard => analyticsDashboardSchema.parse(data);

export const useDashboardStats = () => useQuery({ queryKey: STATS_KEY, select: selectStats });

/**
 * GET /api/performance?range=7|30|90 for the range selector (the issue over SPEC §2's fixed request).
 * Keyed under PERFORMANCE_KEY so invalidating that key refreshes every range.
 */
export const usePerformance = (range: PerformanceRange) =>
  useQuery({
    queryKey: [...PERFORMANCE_KEY, range],
    queryFn: () => apiJson("GET", `/api/performance?range=${range}`),
    select: selectPerformance,
  });

/** SPEC §9: insights are polled every 10 seconds. */
export const useInsights = () => useQuery({ queryKey: INSIGHTS_KEY, select: selectInsights, refetchInterval: POLL.insights });

export const useAnalyticsDashboard = () => useQuery({ queryKey: ANALYTICS_KEY, select: selectAnalytics });
