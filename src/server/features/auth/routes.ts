import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { signInSchema, signUpSchema } from "@shared/auth";
import type { AppDeps } from "../../app";
import { parse } from "../../http/parse";
import { consume, resetLimit, type Limit } from "../../http/rate-limit";
import { createSession, deleteSession, SESSION_COOKIE } from "../../http/sessions";
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

  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    // A new id at every sign-in: a session id planted before login is never promoted.
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    const { token, session } = await createSession(db, userId, config.SESSION_TTL_DAYS);
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      expires: session.expiresAt,
    });
  }

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

  // External sign-in is configured in a later step; until then it says so instead of pretending.
  for (const provider of ["google", "microsoft"] as const) {
    app.get(`/api/auth/${provider}`, { config: { public: true } }, async (_request, reply) =>
      reply.redirect("/login?error=oauth_config"),
    );
  }
}
