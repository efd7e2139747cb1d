import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { speakerMappingSchema } from "@shared/analysis";
import {
  transcriptCountsSchema,
  transcriptListItemSchema,
  transcriptListQuerySchema,
  transcriptSchema,
  updateSpeakersSchema,
  type TranscriptListQuery,
} from "@shared/transcripts";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { idParams, successAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { analyzeTranscriptJob } from "../../jobs/definitions";
import { assertRoomForUpload, createTranscript } from "./create-transcript";
import { countTranscripts, listPage } from "./list-query";
import { deleteTranscript, getTranscript, updateSpeakers } from "./queries";
import { idempotencyOf } from "./idempotency";
import { readUpload } from "./read-upload";
import { toTranscript } from "./serialize";

const transcriptAnswer = z.object({ transcript: transcriptSchema });
const speakersAnswer = z.object({ speakerMapping: speakerMappingSchema });

export function transcriptRoutes(app: FastifyInstance, { database: { db }, queue }: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A multipart form (file or pasted text) that readUpload() parses field by field as it streams.
  const upload = { summary: "Upload or paste a call transcript", consumes: ["multipart/form-data"], response: { 201: transcriptAnswer } };
  api.post("/api/transcripts", { schema: upload }, async (request, reply) => {
    const userId = userIdOf(request);
    const { parsed, ...upload } = await readUpload(request, () => assertRoomForUpload(db, userId, request.headers["idempotency-key"]));
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

  const list = {
    summary: "A page of the user's calls, newest first (best match first for q=); the next page's URL is in the Link header",
    querystring: transcriptListQuerySchema,
    response: { 200: z.array(transcriptListItemSchema) },
  };
  api.get("/api/transcripts", { schema: list }, async (request, reply) => {
    const page = await listPage(db, userIdOf(request), request.query);
    if (page.next) reply.header("link", `<${nextPageUrl(request.query, page.next)}>; rel="next"`);
    // A plain list's page is already its JSON text (list-query.ts): with the type set, Fastify sends a string
    // as it is instead of through the answer check and serializer, which search answers still go through.
    // The typed reply takes only the schema's objects; the text is that array already written out.
    if (typeof page.items === "string") return sendJsonText(reply, page.items);
    return page.items;
  });

  api.get(
    "/api/transcripts/counts",
    { schema: { summary: "How many calls the user has, by status (the Recordings filters)", response: { 200: transcriptCountsSchema } } },
    async (request) => countTranscripts(db, userIdOf(request)),
  );

  api.get(
    "/api/transcripts/:id",
    { schema: { summary: "One transcript", params: idParams, response: { 200: transcriptAnswer } } },
    async (request) => ({ transcript: toTranscript(await getTranscript(db, userIdOf(request), request.params.id)) }),
  );

  api.get(
    "/api/transcripts/:id/speakers",
    { schema: { summary: "A transcript's speakers", params: idParams, response: { 200: speakersAnswer } } },
    async (request) => ({ speakerMapping: (await getTranscript(db, userIdOf(request), request.params.id)).speakerMapping }),
  );

  const renameSpeakers = {
    summary: "Name the speakers of a transcript (analysed again)",
    params: idParams,
    body: updateSpeakersSchema,
    response: { 200: speakersAnswer.extend({ transcript: transcriptSchema }) },
  };
  api.put("/api/transcripts/:id/speakers", { schema: renameSpeakers }, async (request) => {
    const row = await updateSpeakers(db, userIdOf(request), request.params.id, request.body.speakerMapping);
    await queue.send(analyzeTranscriptJob, { transcriptId: row.id });
    return { speakerMapping: row.speakerMapping, transcript: toTranscript(row) };
  });

  api.delete(
    "/api/transcripts/:id",
    { schema: { summary: "Delete a transcript and its analysis", params: idParams, response: { 200: successAnswer } } },
    async (request) => {
      await deleteTranscript(db, userIdOf(request), request.params.id);
      return { success: true };
    },
  );
}

/** Sends JSON text as the body: Fastify passes a string with a JSON type on without serializing it. */
function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(text);
}

/** The same list one page on: the request's filters, with the cursor of its last row. */
function nextPageUrl(query: TranscriptListQuery, cursor: string): string {
  const params = new URLSearchParams();
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  if (query.status) params.set("status", query.status);
  if (query.q?.trim()) params.set("q", query.q);
  params.set("before", cursor);
  return `/api/transcripts?${params.toString()}`;
}
