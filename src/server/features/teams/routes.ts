import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { changeRoleSchema, createTeamSchema, currentTeamAnswerSchema, invitationPreviewSchema, inviteAnswerSchema, inviteSchema } from "@shared/teams";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { requireTrustedOrigin } from "../../http/public-origin";
import { idParams, successAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { createMailer } from "../../integrations/mail";
import { acceptInvitation, createInvitation, previewInvitation, withdrawInvitation } from "./invitations";
import { invitationMail } from "./mail-texts";
import { followSeats } from "./seats";
import { commentRoutes } from "./comment-routes";
import { libraryRoutes } from "./library-routes";
import { changeRole, createTeam, currentTeam, removeMember } from "./team-service";

const bounded = z.string().min(1).max(200);
const memberParams = idParams.extend({ userId: bounded });
const invitationParams = idParams.extend({ invitationId: bounded });
const tokenParams = z.object({ token: bounded });

export function teamRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { database: { db }, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mailer = createMailer(config);
  commentRoutes(app, deps, mailer);
  libraryRoutes(app, deps);

  api.post(
    "/api/teams",
    { schema: { summary: "Create a team (Pro and Enterprise); the creator becomes its manager", body: createTeamSchema, response: { 201: currentTeamAnswerSchema } } },
    async (request, reply) => {
      const userId = userIdOf(request);
      const teamId = await createTeam(db, userId, request.body);
      await followSeats(db, config, teamId, request.log);
      return reply.status(201).send(await currentTeam(db, userId));
    },
  );

  api.get(
    "/api/teams/current",
    { schema: { summary: "The user's team, members and open invitations (or whether they may create one)", response: { 200: currentTeamAnswerSchema } } },
    async (request) => currentTeam(db, userIdOf(request)),
  );

  api.post(
    "/api/teams/:id/invitations",
    {
      schema: {
        summary: "Invite someone by e-mail: a single-use link valid 7 days (e-mailed when SMTP is set up)",
        params: idParams,
        body: inviteSchema,
        response: { 201: inviteAnswerSchema },
      },
    },
    async (request, reply) => {
      const origin = requireTrustedOrigin(config, request);
      const invitation = await createInvitation(db, userIdOf(request), request.params.id, request.body);
      const inviteUrl = `${origin}/join/${invitation.token}`;
      let emailed = false;
      if (mailer) {
        try {
          await mailer.send({ to: invitation.email, ...invitationMail(invitation, inviteUrl) });
          emailed = true;
        } catch (error) {
          // The link is shown to copy either way; a mail server that is down must not lose the invitation.
          request.log.error({ err: error, teamId: request.params.id }, "invitation e-mail failed");
        }
      }
      return reply.status(201).send({ inviteUrl, expiresAt: invitation.expiresAt.toISOString(), emailed });
    },
  );

  api.delete(
    "/api/teams/:id/invitations/:invitationId",
    { schema: { summary: "Withdraw an open invitation (managers)", params: invitationParams, response: { 200: successAnswer } } },
    async (request) => {
      await withdrawInvitation(db, userIdOf(request), request.params.id, request.params.invitationId);
      return { success: true };
    },
  );

  api.get(
    "/api/invitations/:token",
    { schema: { summary: "Which team an invitation link is for", params: tokenParams, response: { 200: invitationPreviewSchema } } },
    async (request) => previewInvitation(db, request.params.token),
  );

  api.post(
    "/api/invitations/:token/accept",
    { schema: { summary: "Join the team an invitation is for (once, by the invited address)", params: tokenParams, response: { 200: currentTeamAnswerSchema } } },
    async (request) => {
      const userId = userIdOf(request);
      const teamId = await acceptInvitation(db, userId, request.params.token);
      await followSeats(db, config, teamId, request.log);
      return currentTeam(db, userId);
    },
  );

  api.delete(
    "/api/teams/:id/members/:userId",
    { schema: { summary: "Remove a member (managers), or leave the team (your own id)", params: memberParams, response: { 200: successAnswer } } },
    async (request) => {
      await removeMember(db, userIdOf(request), request.params.id, request.params.userId);
      await followSeats(db, config, request.params.id, request.log);
      return { success: true };
    },
  );

  api.patch(
    "/api/teams/:id/members/:userId",
    { schema: { summary: "Make a member a manager or a rep (managers)", params: memberParams, body: changeRoleSchema, response: { 200: currentTeamAnswerSchema } } },
    async (request) => {
      const userId = userIdOf(request);
      await changeRole(db, userId, request.params.id, request.params.userId, request.body.role);
      return currentTeam(db, userId);
    },
  );
}
