import { eq, sql } from "drizzle-orm";
import type { CalendarProvider } from "@shared/calendar";
import type { Config } from "../../config";
import { requireAppSecret } from "../../crypto/app-secret";
import { tokenCipher } from "../../crypto/token-cipher";
import type { Db } from "../../db/open";
import { calendarConnections } from "../../db/schema";
import type { CalendarTokens } from "../../integrations/calendar/calendar-api";

export type ConnectionRow = typeof calendarConnections.$inferSelect;

export interface Connection {
  userId: string;
  provider: CalendarProvider;
  tokens: CalendarTokens;
  lastSync: Date | null;
  salesMeetings: number | null;
}

export async function findConnectionRow(db: Db, userId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId));
  return row ?? null;
}

/** The user's connection with its tokens decrypted, or null when no calendar is connected. */
export async function findConnection(db: Db, config: Config, userId: string): Promise<Connection | null> {
  const row = await findConnectionRow(db, userId);
  if (!row) return null;
  const cipher = tokenCipher(requireAppSecret(config));
  return {
    userId,
    provider: row.provider,
    tokens: {
      accessToken: cipher.decrypt(row.accessToken),
      refreshToken: row.refreshToken ? cipher.decrypt(row.refreshToken) : null,
      expiresAt: row.expiresAt,
    },
    lastSync: row.lastSync,
    salesMeetings: row.salesMeetings,
  };
}

/** Stores (or replaces: one provider at a time) the user's calendar tokens, encrypted. */
export async function saveConnection(db: Db, config: Config, userId: string, provider: CalendarProvider, tokens: CalendarTokens): Promise<void> {
  const cipher = tokenCipher(requireAppSecret(config));
  const values = {
    provider,
    accessToken: cipher.encrypt(tokens.accessToken),
    refreshToken: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt,
    lastSync: null,
    salesMeetings: null,
  };
  await db
    .insert(calendarConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarConnections.userId, set: { ...values, createdAt: sql`now()` } });
}

/** After a refresh: the new access token, and the new refresh token when the provider rotated it. */
export async function updateTokens(db: Db, config: Config, userId: string, tokens: CalendarTokens): Promise<void> {
  const cipher = tokenCipher(requireAppSecret(config));
  await db
    .update(calendarConnections)
    .set({
      accessToken: cipher.encrypt(tokens.accessToken),
      expiresAt: tokens.expiresAt,
      ...(tokens.refreshToken ? { refreshToken: cipher.encrypt(tokens.refreshToken) } : {}),
    })
    .where(eq(calendarConnections.userId, userId));
}

export async function recordSync(db: Db, userId: string, salesMeetings: number): Promise<void> {
  await db.update(calendarConnections).set({ lastSync: sql`now()`, salesMeetings }).where(eq(calendarConnections.userId, userId));
}

/**
 * Removes the connection (only when it is with `provider`, if given) and answers what it held, so the
 * caller can revoke the tokens; tokens that no longer decrypt are simply dropped.
 */
export async function deleteConnection(
  db: Db,
  config: Config,
  userId: string,
  provider?: CalendarProvider,
): Promise<{ provider: CalendarProvider; tokens: CalendarTokens | null } | null> {
  const row = await findConnectionRow(db, userId);
  if (!row || (provider && row.provider !== provider)) return null;
  const connection = await findConnection(db, config, userId).catch(() => null);
  await db.delete(calendarConnections).where(eq(calendarConnections.userId, userId));
  return { provider: row.provider, tokens: connection?.tokens ?? null };
}
