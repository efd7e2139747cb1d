import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { updateSpeakersSchema } from "@shared/transcripts";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { parse } from "../../http/parse";
import { analyzeTranscriptJob } from "../../jobs/definitions";
import { createTranscript } from "./create-transcript";
import { deleteTranscript, getTranscript, listTranscripts, updateSpeakers } from "./queries";
import { idempotencyOf } from "./idempotency";
import { readUpload } from "./read-upload";
import { toListItem, toTranscript } from "./serialize";

const idParams = z.object({ id: z.string().min(1).max(100) });

export function transcriptRoutes(app: FastifyInstance, { database: { db }, queue }: AppDeps): void {
  app.post("/api/transcripts", async (request, reply) => {
    const userId = userIdOf(request);
    const { parsed, ...upload } = await readUpload(request);
    const idempotency = idempotencyOf(request, upload);
    const { row, replayed } = await createTranscript(db, queue, userId, {
      name: upload.name,
      content: upload.text,
      format: upload.format,
      fileSize: upload.fileSize,
      source: "upload",
      utterances: parsed.utterances,
      speakers: parsed.speakers,
      durationSeconds: parsed.durationSeconds,
      idempotency,
    });
    // A retry gets the first attempt's answer; the header tells a curious client it was a replay.
    if (replayed) reply.header("idempotent-replayed", "true");
    return reply.status(201).send({ transcript: toTranscript(row) });
  });

  app.get("/api/transcripts", async (request) => (await listTranscripts(db, userIdOf(request))).map(toListItem));

  app.get("/api/transcripts/:id", async (request) => {
    const { id } = parse(idParams, request.params);
    return { transcript: toTranscript(await getTranscript(db, userIdOf(request), id)) };
  });

  app.get("/api/transcripts/:id/speakers", async (request) => {
    const { id } = parse(idParams, request.params);
    return { speakerMapping: (await getTranscript(db, userIdOf(request), id)).speakerMapping };
  });

  app.put("/api/transcripts/:id/speakers", async (request) => {
    const { id } = parse(idParams, request.params);
    const { speakerMapping } = parse(updateSpeakersSchema, request.body);
    const row = await updateSpeakers(db, userIdOf(request), id, speakerMapping);
    await queue.send(analyzeTranscriptJob, { transcriptId: row.id });
    return { speakerMapping: row.speakerMapping, transcript: toTranscript(row) };
  });

  app.delete("/api/transcripts/:id", async (request) => {
    const { id } = parse(idParams, request.params);
    await deleteTranscript(db, userIdOf(request), id);
    return { success: true };
  });
}
