import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserSchema, signInSchema, signUpSchema } from "@shared/auth";
import type { AppDeps } from "../../app-deps";
import { consume, type Limit } from "../../http/rate-limit";
import { deleteSession, SESSION_COOKIE } from "../../http/sessions";
import { startSession as startSessionCookie } from "../../http/session-cookie";
import { userIdOf } from "../../http/auth-guard";
import { successAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { isWrongPassword, loginLimits } from "./login-limits";
import { requireCurrentUser, signIn, signUp } from "./service";
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

  const api = app.withTypeProvider<ZodTypeProvider>();
  const userAnswer = z.object({ user: currentUserSchema });

  const signUpRoute = { summary: "Create an account and sign in", body: signUpSchema, response: { 201: userAnswer } };
  api.post("/api/auth/signup", { schema: signUpRoute, config: { public: true } }, async (request, reply) => {
    const input = request.body;
    await consume(db, limitsFor("signup", request, input.email));
    const user = await signUp(db, input);
    await startSession(request, reply, user.id);
    return reply.status(201).send({ user: toCurrentUser(user) });
  });

  const signInRoute = { summary: "Sign in with e-mail and password", body: signInSchema, response: { 200: userAnswer } };
  api.post("/api/auth/login", { schema: signInRoute, config: { public: true } }, async (request, reply) => {
    const input = request.body;
    // Every attempt counts against the client's IP; only failures count against the e-mail (login-limits.ts).
    await consume(db, [limitsFor("login", request, input.email)[0]!]);
    const limits = loginLimits(db, { email: input.email, ip: request.ip, max: config.AUTH_RATE_LIMIT_PER_EMAIL, windowMs });
    await limits.check();
    const user = await signIn(db, input).catch(async (error: unknown) => {
      if (isWrongPassword(error)) await limits.failed();
      throw error;
    });
    await limits.succeeded();
    await startSession(request, reply, user.id);
    return { user: toCurrentUser(user) };
  });

  const signOutRoute = { summary: "Sign out", response: { 200: successAnswer } };
  api.post("/api/auth/logout", { schema: signOutRoute, config: { public: true } }, async (request, reply) => {
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { success: true };
  });

  api.get("/api/auth/user", { schema: { summary: "The signed-in user", response: { 200: currentUserSchema } } }, async (request) =>
    requireCurrentUser(db, userIdOf(request)),
  );
}
