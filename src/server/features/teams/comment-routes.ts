import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { callAccessSchema, commentSchema, createCommentSchema, notificationsAnswerSchema } from "@shared/teams";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { idParams, successAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import type { Mailer } from "../../integrations/mail";
import { callAccessView } from "./library";
import { listComments, listNotifications, markNotificationsRead, postComment } from "./comments";

export function commentRoutes(app: FastifyInstance, { database: { db } }: AppDeps, mailer: Mailer | null): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/transcripts/:id/comments",
    { schema: { summary: "A call's comments, oldest first (its owner and teammates)", params: idParams, response: { 200: z.object({ comments: z.array(commentSchema) }) } } },
    async (request) => ({ comments: await listComments(db, userIdOf(request), request.params.id) }),
  );

  api.post(
    "/api/transcripts/:id/comments",
    {
      schema: {
        summary: "Comment on a call, optionally at a moment (atSeconds); the owner is notified",
        params: idParams,
        body: createCommentSchema,
        response: { 201: z.object({ comment: commentSchema }) },
      },
    },
    async (request, reply) => {
      const { comment, notified } = await postComment(db, userIdOf(request), request.params.id, request.body);
      if (mailer && notified) {
        // The comment and the in-app notice are saved either way; a failing mail server is logged.
        mailer
          .send({ to: notified.email, subject: `New comment on "${notified.callName}"`, text: `${notified.text}\n\nOpen the call in Rapport to reply.` })
          .catch((error: unknown) => request.log.error({ err: error, transcriptId: request.params.id }, "comment e-mail failed"));
      }
      return reply.status(201).send({ comment });
    },
  );

  api.get(
    "/api/transcripts/:id/access",
    { schema: { summary: "What the user may do with a call (owner, teammate, manager)", params: idParams, response: { 200: callAccessSchema } } },
    async (request) => callAccessView(db, userIdOf(request), request.params.id),
  );

  api.get(
    "/api/notifications",
    { schema: { summary: "The user's latest notifications (comments on their calls)", response: { 200: notificationsAnswerSchema } } },
    async (request) => listNotifications(db, userIdOf(request)),
  );

  api.post(
    "/api/notifications/read",
    { schema: { summary: "Mark every notification read", response: { 200: successAnswer } } },
    async (request) => {
      await markNotificationsRead(db, userIdOf(request));
      return { success: true };
    },
  );
}
