import type { FastifyInstance } from "fastify";
import { analyticsDashboardSchema, dashboardStatsSchema, insightsSchema, performanceQuerySchema, performanceSchema } from "@shared/dashboard";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import type { ZodTypeProvider } from "../../http/route-schemas";
import { analyticsDashboard } from "./analytics/analytics-dashboard";
import { coachingInsights } from "./insights/coaching-insights";
import { performanceByDay } from "./performance-query";
import { dashboardStats } from "./stats-query";

/** SPEC §7 Dashboard and analytics. The guard answers 401 without a session; each read is the caller's own. */
export function dashboardRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/stats", { schema: { summary: "Dashboard figures", response: { 200: dashboardStatsSchema } } }, async (request) =>
    dashboardStats(db, userIdOf(request)),
  );

  api.get(
    "/api/performance",
    { schema: { summary: "Scores by day", querystring: performanceQuerySchema, response: { 200: performanceSchema } } },
    async (request) => performanceByDay(db, userIdOf(request), request.query.range),
  );

  api.get("/api/insights", { schema: { summary: "Coaching insights", response: { 200: insightsSchema } } }, async (request) =>
    coachingInsights(db, userIdOf(request)),
  );

  api.get(
    "/api/analytics/dashboard",
    { schema: { summary: "The analytics dashboard", response: { 200: analyticsDashboardSchema } } },
    async (request) => analyticsDashboard(db, userIdOf(request)),
  );
}
