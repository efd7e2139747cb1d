import type { FastifyInstance } from "fastify";
import { botConfigSchema, passwordChangeSchema, profileSchema } from "@shared/account";
import type { AppDeps } from "../../app-deps";
import { userIdOf } from "../../http/auth-guard";
import { unauthorized } from "../../http/errors";
import { parse } from "../../http/parse";
import { consume } from "../../http/rate-limit";
import { toCurrentUser } from "../auth";
import { changePassword, updateBotConfig, updateProfile } from "./service";

export function accountRoutes(app: FastifyInstance, { database: { db }, config }: AppDeps): void {
  app.post("/api/profile", async (request) => {
    const input = parse(profileSchema, request.body);
    return { user: toCurrentUser(await updateProfile(db, userIdOf(request), input)) };
  });

  app.post("/api/bot-config", async (request) => {
    const input = parse(botConfigSchema, request.body);
    return { user: toCurrentUser(await updateBotConfig(db, userIdOf(request), input)) };
  });

  app.post("/api/auth/password", async (request) => {
    const userId = userIdOf(request);
    if (!request.session) throw unauthorized();
    const input = parse(passwordChangeSchema, request.body);
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
  });
}
