import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { libraryItemSchema, teamCallSchema, teamStatsSchema, teamTrendsSchema } from "@shared/teams";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { idParams, successAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { addToLibrary, listLibrary, memberCalls, removeFromLibrary } from "./library";
import { teamStats } from "./stats-query";
import { teamTrends } from "./trends-query";

const bounded = z.string().min(1).max(200);
const memberParams = idParams.extend({ userId: bounded });
const libraryParams = idParams.extend({ transcriptId: bounded });

export function libraryRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/teams/:id/stats",
    { schema: { summary: "Per rep, this month against last month, computed in SQL (managers)", params: idParams, response: { 200: teamStatsSchema } } },
    async (request) => teamStats(db, userIdOf(request), request.params.id),
  );

  api.get(
    "/api/teams/:id/trends",
    { schema: { summary: "The whole team's calls, AI score and conversion per week, last 12 weeks (managers)", params: idParams, response: { 200: teamTrendsSchema } } },
    async (request) => teamTrends(db, userIdOf(request), request.params.id),
  );

  api.get(
    "/api/teams/:id/members/:userId/calls",
    { schema: { summary: "A teammate's calls, newest first", params: memberParams, response: { 200: z.object({ calls: z.array(teamCallSchema) }) } } },
    async (request) => ({ calls: await memberCalls(db, userIdOf(request), request.params.id, request.params.userId) }),
  );

  api.get(
    "/api/teams/:id/library",
    { schema: { summary: "The team library: calls worth learning from", params: idParams, response: { 200: z.object({ items: z.array(libraryItemSchema) }) } } },
    async (request) => ({ items: await listLibrary(db, userIdOf(request), request.params.id) }),
  );

  api.put(
    "/api/teams/:id/library/:transcriptId",
    { schema: { summary: "Mark a team call worth learning from (managers)", params: libraryParams, response: { 200: successAnswer } } },
    async (request) => {
      await addToLibrary(db, userIdOf(request), request.params.id, request.params.transcriptId);
      return { success: true };
    },
  );

  api.delete(
    "/api/teams/:id/library/:transcriptId",
    { schema: { summary: "Take a call out of the team library (managers)", params: libraryParams, response: { 200: successAnswer } } },
    async (request) => {
      await removeFromLibrary(db, userIdOf(request), request.params.id, request.params.transcriptId);
      return { success: true };
    },
  );
}
