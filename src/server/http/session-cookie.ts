import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/open";
import { createSession, deleteSession, SESSION_COOKIE } from "./sessions";

/**
 * Signs the browser in as `userId`: a new session and its cookie. A new id at every sign-in, and the
 * session the browser came with is ended, so a session id planted before login is never promoted.
 */
export async function startSession(
  db: Db,
  ttlDays: number,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  await deleteSession(db, request.cookies[SESSION_COOKIE]);
  const { token, session } = await createSession(db, userId, ttlDays);
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires: session.expiresAt,
  });
}
