import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { rateLimits } from "../db/schema";
import { AppError } from "./errors";

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Counts one event against a limit's fixed window (kept in the database, so every web process shares it); answers the new count. */
export async function record(db: Db, limit: Limit): Promise<{ count: number; windowStart: Date }> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning();
  return { count: row?.count ?? 1, windowStart: row?.windowStart ?? new Date() };
}

/** The count in a limit's current window, without adding to it (0 once the window has ended). */
export async function countOf(db: Db, limit: Limit): Promise<{ count: number; windowStart: Date | null }> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, limit.key), sql`${rateLimits.windowStart} > now() - make_interval(secs => ${limit.windowMs / 1000})`));
  return row ?? { count: 0, windowStart: null };
}

/** The 429 for a window that opened at `windowStart`, with Retry-After. */
export function tooManyAttempts(windowStart: Date, windowMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError("RATE_LIMITED", `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, {
    "retry-after": String(retryAfter),
  });
}

/**
 * Counts one attempt against each limit and refuses with 429 once any is over. The upsert is one
 * statement, so concurrent attempts cannot both slip under the limit.
 */
export async function consume(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const { count, windowStart } = await record(db, limit);
    if (count > limit.max) throw tooManyAttempts(windowStart, limit.windowMs);
  }
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops windows that ended long ago so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
