import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { driverRows, type Db } from "../db/open";
import { sessions } from "../db/schema";

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

// Times and the version come as numbers: the drivers disagree on how they type timestamptz and bigint.
const sessionRows = z.array(z.object({ id: z.string(), user_id: z.string(), expires_ms: z.coerce.number(), data_version: z.coerce.number() }));

/**
 * The session check every /api request makes: one statement, two primary-key lookups (the session by its
 * hash, its user), which also answers the user's data version, so a conditional poll needs no other read.
 * It calls rapport_session (migration 0013), whose plan is made once per connection: on PGlite, planning
 * the join again on every request cost more than running it.
 */
export async function findSession(db: Db, token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const [row] = sessionRows.parse(
    await driverRows(
      db,
      sql`SELECT id, user_id, (extract(epoch from expires_at) * 1000)::float8 AS expires_ms, data_version FROM rapport_session(${hashToken(token)})`,
    ),
  );
  return row ? { id: row.id, userId: row.user_id, expiresAt: new Date(row.expires_ms), dataVersion: row.data_version } : null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user except `keepSessionId` (after a password change, say). */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
