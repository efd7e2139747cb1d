import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { signInSchema, signUpSchema } from "@shared/auth";
import type { AppDeps } from "../../app-deps";
import { parse } from "../../http/parse";
import { consume, resetLimit, type Limit } from "../../http/rate-limit";
import { deleteSession, SESSION_COOKIE } from "../../http/sessions";
import { startSession as startSessionCookie } from "../../http/session-cookie";
import { userIdOf } from "../../http/auth-guard";
import { requireUser, signIn, signUp } from "./service";
import { toCurrentUser } from "./users";

export function authRoutes(app: FastifyInstance, { database, config }: AppDeps): void {
  const { db } = database;
  const windowMs = config.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60_000;
  const limitsFor = (action: string, request: FastifyRequest, email: string): Limit[] => [
    { key: `${action}:ip:${request.ip}`, max: config.AUTH_RATE_LIMIT_PER_IP, windowMs },
    { key: `${action}:email:${email.toLowerCase()}`, max: config.AUTH_RATE_LIMIT_PER_EMAIL, windowMs },
  ];

  const startSession = (request: FastifyRequest, reply: FastifyReply, userId: string) =>
    startSessionCookie(db, config.SESSION_TTL_DAYS, request, reply, userId);

  app.post("/api/auth/signup", { config: { public: true } }, async (request, reply) => {
    const input = parse(signUpSchema, request.body);
    await consume(db, limitsFor("signup", request, input.email));
    const user = await signUp(db, input);
    await startSession(request, reply, user.id);
    return reply.status(201).send({ user: toCurrentUser(user) });
  });

  app.post("/api/auth/login", { config: { public: true } }, async (request, reply) => {
    const input = parse(signInSchema, request.body);
    const limits = limitsFor("login", request, input.email);
    await consume(db, limits);
    const user = await signIn(db, input);
    // A successful sign-in clears the per-e-mail count of failures; the per-IP count stays.
    await resetLimit(db, limits[1]!.key);
    await startSession(request, reply, user.id);
    return { user: toCurrentUser(user) };
  });

  app.post("/api/auth/logout", { config: { public: true } }, async (request, reply) => {
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { success: true };
  });

  app.get("/api/auth/user", async (request) => toCurrentUser(await requireUser(db, userIdOf(request))));
}
