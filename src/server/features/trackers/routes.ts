import type { FastifyInstance } from "fastify";
import {
  battleCardSchema,
  callBattleCardListSchema,
  trackerAnalyticsSchema,
  trackerHitListSchema,
  trackerInputSchema,
  trackerListSchema,
  trackerSchema,
  trackerSuggestionsSchema,
} from "@shared/trackers";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { idParams, successAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { trackerReader } from "./access";
import { trackerAnalytics } from "./analytics";
import { readBattleCard, writeBattleCard } from "./battle-cards";
import { callBattleCards } from "./call-battle-cards";
import { listTrackerHits } from "./hits";
import { queueRescans } from "./jobs";
import { createTracker, deleteTracker, listTrackers, updateTracker } from "./service";
import { trackerSuggestions } from "./suggestions";
import { teamMemberIds } from "./team-members";

export function trackerRoutes(app: FastifyInstance, { database: { db }, queue }: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readerOf = (request: Parameters<typeof userIdOf>[0]) => trackerReader(db, userIdOf(request));
  // A new or changed tracker is looked for again in past calls, in the background (one queued scan per
  // user; a change during a scan queues the next): the user's own calls, or every member's for a team
  // tracker. A deleted tracker's hits go with it.
  const rescan = async (userId: string, teamId: string | null) => queueRescans(db, queue, teamId ? await teamMemberIds(db, teamId) : [userId]);

  api.get(
    "/api/trackers",
    {
      schema: {
        summary: "The user's trackers, then their team's (the default topics on the first read), and the progress of their background re-scan",
        response: { 200: trackerListSchema },
      },
    },
    async (request) => listTrackers(db, await readerOf(request)),
  );

  api.post(
    "/api/trackers",
    {
      schema: {
        summary: 'Create a tracker: a name, its words and phrases (taken literally) and who says them; scope "team" (managers only) shares it with the team',
        body: trackerInputSchema,
        response: { 201: trackerSchema },
      },
    },
    async (request, reply) => {
      const reader = await readerOf(request);
      const tracker = await createTracker(db, reader, request.body);
      await rescan(reader.userId, tracker.scope === "team" ? (reader.team?.teamId ?? null) : null);
      return reply.status(201).send(tracker);
    },
  );

  api.put(
    "/api/trackers/:id",
    {
      schema: {
        summary: "Change one of the user's trackers, or a team tracker (team managers only; a rep gets 403). The scope stays as created",
        params: idParams,
        body: trackerInputSchema,
        response: { 200: trackerSchema },
      },
    },
    async (request) => {
      const reader = await readerOf(request);
      const { tracker, teamId } = await updateTracker(db, reader, request.params.id, request.body);
      await rescan(reader.userId, teamId);
      return tracker;
    },
  );

  api.delete(
    "/api/trackers/:id",
    {
      schema: {
        summary: "Delete one of the user's trackers (a deleted default is not added again), or a team tracker (team managers only)",
        params: idParams,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      await deleteTracker(db, await readerOf(request), request.params.id);
      return { success: true };
    },
  );

  api.get(
    "/api/trackers/suggestions",
    {
      schema: {
        summary: "Competitor tracker suggestions: organisations the customer side named in the user's and their team's calls that no tracker covers, most calls first (at most 10)",
        response: { 200: trackerSuggestionsSchema },
      },
    },
    async (request) => trackerSuggestions(db, queue, await readerOf(request)),
  );

  api.get(
    "/api/transcripts/:id/tracker-hits",
    { schema: { summary: "Where the call owner's trackers were mentioned in a call: tracker, speaker, moment, sentence", params: idParams, response: { 200: trackerHitListSchema } } },
    async (request) => listTrackerHits(db, userIdOf(request), request.params.id),
  );

  api.get(
    "/api/transcripts/:id/battle-cards",
    {
      schema: {
        summary: "The battle cards of the trackers a call mentions, beside the mentions, with whether the seller side's answer used each card's points",
        params: idParams,
        response: { 200: callBattleCardListSchema },
      },
    },
    async (request) => callBattleCards(db, userIdOf(request), request.params.id),
  );

  api.get(
    "/api/analytics/trackers",
    {
      schema: {
        summary: "Each tracker's mentions per week (12 weeks), share of analysed calls mentioning it, and conversion with vs without it",
        response: { 200: trackerAnalyticsSchema },
      },
    },
    async (request) => trackerAnalytics(db, await readerOf(request)),
  );

  api.get(
    "/api/trackers/:id/battle-card",
    { schema: { summary: "A tracker's battle card (empty until written): the user's own tracker or their team's", params: idParams, response: { 200: battleCardSchema } } },
    async (request) => readBattleCard(db, await readerOf(request), request.params.id),
  );

  api.put(
    "/api/trackers/:id/battle-card",
    {
      schema: {
        summary: "Write a tracker's battle card: summary, why we win, landmines, objection → answer pairs (a team tracker's by its managers only)",
        params: idParams,
        body: battleCardSchema,
        response: { 200: battleCardSchema },
      },
    },
    async (request) => writeBattleCard(db, await readerOf(request), request.params.id, request.body),
  );
}
