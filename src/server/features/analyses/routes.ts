import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { parse } from "../../http/parse";
import { analysisForTranscript, listAnalyses } from "./queries";
import { toAnalysis, toAnalysisListItem } from "./serialize";

const idParams = z.object({ id: z.string().min(1).max(100) });

export function analysisRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  app.get("/api/analyses", async (request) => (await listAnalyses(db, userIdOf(request))).map(toAnalysisListItem));

  app.get("/api/analyses/transcript/:id", async (request) => {
    const { id } = parse(idParams, request.params);
    return { analysis: toAnalysis(await analysisForTranscript(db, userIdOf(request), id)) };
  });
}
