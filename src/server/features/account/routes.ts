import type { FastifyInstance } from "fastify";
import { accountUpdateResponseSchema, botConfigSchema, passwordChangeSchema, profileSchema } from "@shared/account";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { unauthorized } from "../../http/errors";
import { successAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { consume } from "../../http/rate-limit";
import { toCurrentUser } from "../auth";
import { changePassword, updateBotConfig, updateProfile } from "./service";

export function accountRoutes(app: FastifyInstance, { database: { db }, config }: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/profile",
    { schema: { summary: "Update the profile", body: profileSchema, response: { 200: accountUpdateResponseSchema } } },
    async (request) => ({ user: toCurrentUser(await updateProfile(db, userIdOf(request), request.body)) }),
  );

  api.post(
    "/api/bot-config",
    { schema: { summary: "Update the meeting bot's name and message", body: botConfigSchema, response: { 200: accountUpdateResponseSchema } } },
    async (request) => ({ user: toCurrentUser(await updateBotConfig(db, userIdOf(request), request.body)) }),
  );

  api.post(
    "/api/auth/password",
    { schema: { summary: "Change the password", body: passwordChangeSchema, response: { 200: successAnswer } } },
    async (request) => {
      const userId = userIdOf(request);
      if (!request.session) throw unauthorized();
      const input = request.body;
      // Someone holding a stolen session must not get unlimited guesses at the current password.
      await consume(db, [
        {
          key: `password:user:${userId}`,
          max: config.AUTH_RATE_LIMIT_PER_EMAIL,
          windowMs: config.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60_000,
        },
      ]);
      await changePassword(db, userId, request.session.id, input);
      return { success: true };
    },
  );
}
