import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { meetingSchema, scheduleBotFormSchema, scheduleBotFromEventSchema, scheduleBotResponseSchema } from "@shared/meetings";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { notFound } from "../../http/errors";
import { idParams, type ZodTypeProvider } from "../../http/route-schemas";
import { createStorage } from "../../integrations/storage";
import { parseByteRange } from "./byte-range";
import { toMeeting } from "./serialize";
import { mayReadOwnersCalls } from "../teams";
import { bookMeeting, getMeeting, listMeetings, meetingOwner } from "./service";
import { registerBotWebhooks } from "./webhooks";

/**
 * The meeting bot: book one from the form (POST /api/schedule-bot) or a calendar card
 * (POST /api/meetings/schedule-bot), list them, and play a finished meeting's recording.
 */
export function meetingRoutes(app: FastifyInstance, { database: { db }, config, queue }: AppDeps): void {
  const storage = createStorage(config);

  const api = app.withTypeProvider<ZodTypeProvider>();

  const fromForm = { summary: "Send a bot to a meeting link", body: scheduleBotFormSchema, response: { 201: scheduleBotResponseSchema } };
  api.post("/api/schedule-bot", { schema: fromForm }, async (request, reply) => {
    const input = request.body;
    const { meeting } = await bookMeeting(db, config, queue, userIdOf(request), {
      name: input.name,
      meetingUrl: input.meetingUrl,
      scheduledAt: new Date(input.scheduledAt),
    });
    return reply.status(201).send({ meeting: toMeeting(meeting) });
  });

  const fromEvent = {
    summary: "Send a bot to a calendar event",
    body: scheduleBotFromEventSchema,
    response: { 200: scheduleBotResponseSchema, 201: scheduleBotResponseSchema },
  };
  api.post("/api/meetings/schedule-bot", { schema: fromEvent }, async (request, reply) => {
    const input = request.body;
    const { meeting, booked } = await bookMeeting(db, config, queue, userIdOf(request), {
      name: input.meetingName,
      meetingUrl: input.meetingUrl,
      scheduledAt: new Date(input.scheduledAt),
      calendarEventId: input.calendarEventId ?? null,
      retryFailed: true,
    });
    // Asking again for an event already booked answers that booking (200), not a second bot.
    return reply.status(booked ? 201 : 200).send({ meeting: toMeeting(meeting) });
  });

  api.get("/api/meetings", { schema: { summary: "The user's meetings", response: { 200: z.array(meetingSchema) } } }, async (request) =>
    (await listMeetings(db, userIdOf(request))).map(toMeeting),
  );

  api.get(
    "/api/meetings/:id",
    { schema: { summary: "One meeting", params: idParams, response: { 200: scheduleBotResponseSchema } } },
    async (request) => ({ meeting: toMeeting(await getMeeting(db, userIdOf(request), request.params.id)) }),
  );

  // The owner's audio player seeks, so ranges are served (206) from the copied recording.
  // Audio bytes, not JSON: no answer schema.
  const recording = { summary: "A meeting's recording (supports ranges)", params: idParams };
  api.get("/api/meetings/:id/recording", { schema: recording }, async (request, reply) => {
    const { id } = request.params;
    // The owner and their teammates (issue 17) may listen; anyone else gets the same 404 as a missing id.
    const ownerId = await meetingOwner(db, id);
    if (!ownerId || !(await mayReadOwnersCalls(db, userIdOf(request), ownerId))) throw notFound("Meeting not found");
    const meeting = await getMeeting(db, ownerId, id);
    const stored = meeting.recordingKey ? await storage.stat(meeting.recordingKey) : null;
    if (!meeting.recordingKey || !stored) throw notFound("This meeting has no recording");
    reply.header("accept-ranges", "bytes").header("cache-control", "private, no-cache");
    const range = parseByteRange(request.headers.range, stored.size);
    if (range === "unsatisfiable") {
      return reply.status(416).header("content-range", `bytes */${stored.size}`).send({ code: "BAD_REQUEST", message: "Range not satisfiable" });
    }
    reply.header("content-type", stored.contentType);
    if (!range) return reply.header("content-length", stored.size).send(await storage.read(meeting.recordingKey));
    return reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${stored.size}`)
      .header("content-length", range.end - range.start + 1)
      .send(await storage.read(meeting.recordingKey, range));
  });

  registerBotWebhooks(app, db, config, queue);
}
