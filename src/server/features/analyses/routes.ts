import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { analysisSchema } from "@shared/analysis";
import { analysisListItemSchema } from "@shared/transcripts";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { idParams, type ZodTypeProvider } from "../../http/route-schemas";
import { callOwnerFor } from "../teams";
import { analysisForTranscript, listAnalyses } from "./queries";
import { toAnalysis, toAnalysisListItem } from "./serialize";

export function analysisRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/analyses", { schema: { summary: "The user's analyses", response: { 200: z.array(analysisListItemSchema) } } }, async (request) =>
    (await listAnalyses(db, userIdOf(request))).map(toAnalysisListItem),
  );

  api.get(
    "/api/analyses/transcript/:id",
    { schema: { summary: "The analysis of one transcript", params: idParams, response: { 200: z.object({ analysis: analysisSchema }) } } },
    // Teammates read each other's analyses (issue 17); anyone else gets the same 404 as a missing id.
    async (request) => {
      const ownerId = await callOwnerFor(db, userIdOf(request), request.params.id);
      return { analysis: toAnalysis(await analysisForTranscript(db, ownerId, request.params.id)) };
    },
  );
}
