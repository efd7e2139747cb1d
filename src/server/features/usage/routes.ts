import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { requireUser } from "../auth";
import { usageStats } from "./service";

export function usageRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  app.get("/api/usage/stats", async (request) => {
    const user = await requireUser(db, userIdOf(request));
    return usageStats(db, user.id, user.plan);
  });
}
