import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../db/open";
import { sessions, users } from "../db/schema";

export const SESSION_COOKIE = "rapport_session";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  /** The user's data version when the session was read (http/conditional-reads.ts), from the same read. */
  dataVersion?: number;
}

/** A fresh random token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: string, ttlDays: number): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  const [row] = await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt }).returning();
  if (!row) throw new Error("session insert returned nothing");
  return { token, session: row };
}

/**
 * The session check every /api request makes: one statement, two primary-key lookups (the session by its
 * hash, its user), which also answers the user's data version, so a conditional poll needs no other read.
 */
export async function findSession(db: Db, token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, dataVersion: users.dataVersion })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user except `keepSessionId` (after a password change, say). */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
