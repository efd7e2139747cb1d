import type { FastifyInstance } from "fastify";
import { trackerInputSchema, trackerListSchema, trackerSchema } from "@shared/trackers";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { idParams, successAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { createTracker, deleteTracker, listTrackers, updateTracker } from "./service";

export function trackerRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/trackers",
    { schema: { summary: "The user's trackers (the default topics on the first read)", response: { 200: trackerListSchema } } },
    async (request) => listTrackers(db, userIdOf(request)),
  );

  api.post(
    "/api/trackers",
    { schema: { summary: "Create a tracker: a name, its words and phrases (taken literally) and who says them", body: trackerInputSchema, response: { 201: trackerSchema } } },
    async (request, reply) => reply.status(201).send(await createTracker(db, userIdOf(request), request.body)),
  );

  api.put(
    "/api/trackers/:id",
    { schema: { summary: "Change one of the user's trackers", params: idParams, body: trackerInputSchema, response: { 200: trackerSchema } } },
    async (request) => updateTracker(db, userIdOf(request), request.params.id, request.body),
  );

  api.delete(
    "/api/trackers/:id",
    { schema: { summary: "Delete one of the user's trackers (a deleted default is not added again)", params: idParams, response: { 200: successAnswer } } },
    async (request) => {
      await deleteTracker(db, userIdOf(request), request.params.id);
      return { success: true };
    },
  );
}
