import type { FastifyInstance } from "fastify";
import { performanceQuerySchema } from "@shared/dashboard";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { parse } from "../../http/parse";
import { analyticsDashboard } from "./analytics/analytics-dashboard";
import { coachingInsights } from "./insights/coaching-insights";
import { performanceByDay } from "./performance-query";
import { dashboardStats } from "./stats-query";

/** SPEC §7 Dashboard and analytics. The guard answers 401 without a session; each read is the caller's own. */
export function dashboardRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  app.get("/api/stats", async (request) => dashboardStats(db, userIdOf(request)));

  app.get("/api/performance", async (request) => {
    const { range } = parse(performanceQuerySchema, request.query);
    return performanceByDay(db, userIdOf(request), range);
  });

  app.get("/api/insights", async (request) => coachingInsights(db, userIdOf(request)));

  app.get("/api/analytics/dashboard", async (request) => analyticsDashboard(db, userIdOf(request)));
}
