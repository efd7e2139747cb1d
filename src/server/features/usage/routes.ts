import type { FastifyInstance } from "fastify";
import { usageStatsSchema } from "@shared/transcripts";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import type { ZodTypeProvider } from "../../http/route-schemas";
import { requireUser } from "../auth";
import { usageStats } from "./service";

export function usageRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/usage/stats",
    { schema: { summary: "Calls used this month against the plan", response: { 200: usageStatsSchema } } },
    async (request) => {
      const user = await requireUser(db, userIdOf(request));
      return usageStats(db, user.id, user.plan);
    },
  );
}
