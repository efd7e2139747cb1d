import type { FastifyInstance } from "fastify";
import { battleCardSchema, trackerAnalyticsSchema, trackerHitListSchema, trackerInputSchema, trackerListSchema, trackerSchema } from "@shared/trackers";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { idParams, successAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { rescanTrackersJob } from "../../jobs/definitions";
import { trackerAnalytics } from "./analytics";
import { readBattleCard, writeBattleCard } from "./battle-cards";
import { listTrackerHits } from "./hits";
import { createTracker, deleteTracker, listTrackers, updateTracker } from "./service";

export function trackerRoutes(app: FastifyInstance, { database: { db }, queue }: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A new or changed tracker is looked for again in the user's past calls, in the background (one queued
  // scan per user; a change during a scan queues the next). A deleted tracker's hits go with it.
  const rescan = (userId: string) => queue.send(rescanTrackersJob, { userId });

  api.get(
    "/api/trackers",
    { schema: { summary: "The user's trackers (the default topics on the first read)", response: { 200: trackerListSchema } } },
    async (request) => listTrackers(db, userIdOf(request)),
  );

  api.post(
    "/api/trackers",
    { schema: { summary: "Create a tracker: a name, its words and phrases (taken literally) and who says them", body: trackerInputSchema, response: { 201: trackerSchema } } },
    async (request, reply) => {
      const userId = userIdOf(request);
      const tracker = await createTracker(db, userId, request.body);
      await rescan(userId);
      return reply.status(201).send(tracker);
    },
  );

  api.put(
    "/api/trackers/:id",
    { schema: { summary: "Change one of the user's trackers", params: idParams, body: trackerInputSchema, response: { 200: trackerSchema } } },
    async (request) => {
      const userId = userIdOf(request);
      const tracker = await updateTracker(db, userId, request.params.id, request.body);
      await rescan(userId);
      return tracker;
    },
  );

  api.delete(
    "/api/trackers/:id",
    { schema: { summary: "Delete one of the user's trackers (a deleted default is not added again)", params: idParams, response: { 200: successAnswer } } },
    async (request) => {
      await deleteTracker(db, userIdOf(request), request.params.id);
      return { success: true };
    },
  );

  api.get(
    "/api/transcripts/:id/tracker-hits",
    { schema: { summary: "Where the call owner's trackers were mentioned in a call: tracker, speaker, moment, sentence", params: idParams, response: { 200: trackerHitListSchema } } },
    async (request) => listTrackerHits(db, userIdOf(request), request.params.id),
  );

  api.get(
    "/api/analytics/trackers",
    {
      schema: {
        summary: "Each tracker's mentions per week (12 weeks), share of analysed calls mentioning it, and conversion with vs without it",
        response: { 200: trackerAnalyticsSchema },
      },
    },
    async (request) => trackerAnalytics(db, userIdOf(request)),
  );

  api.get(
    "/api/trackers/:id/battle-card",
    { schema: { summary: "A tracker's battle card (empty until written)", params: idParams, response: { 200: battleCardSchema } } },
    async (request) => readBattleCard(db, userIdOf(request), request.params.id),
  );

  api.put(
    "/api/trackers/:id/battle-card",
    {
      schema: {
        summary: "Write a tracker's battle card: summary, why we win, landmines, objection → answer pairs",
        params: idParams,
        body: battleCardSchema,
        response: { 200: battleCardSchema },
      },
    },
    async (request) => writeBattleCard(db, userIdOf(request), request.params.id, request.body),
  );
}
