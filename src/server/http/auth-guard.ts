import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/open";
import { unauthorized } from "./errors";
import { findSession, SESSION_COOKIE, type Session } from "./sessions";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reachable without a session. Every other /api route answers 401 to a signed-out caller. */
    public?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/**
 * Deny by default: a route is private unless it says `config: { public: true }`, so a route
 * added later cannot forget its check. The session is resolved before the body is read.
 */
export function registerAuthGuard(app: FastifyInstance, db: Db): void {
  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    request.session = await findSession(db, request.cookies[SESSION_COOKIE]);
    if (!request.session && !request.routeOptions.config.public) throw unauthorized();
  });
}

/** The signed-in user's id; the guard has already refused requests without one. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}
