import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { rateLimits } from "../db/schema";
import { AppError } from "./errors";

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt against each limit (a fixed window kept in the database, so every web process
 * shares it) and refuses with 429 once any is over. The upsert is one statement, so concurrent
 * attempts cannot both slip under the limit.
 */
export async function consume(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
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
    if (row && row.count > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((row.windowStart.getTime() + limit.windowMs - Date.now()) / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new AppError(
        "RATE_LIMITED",
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        { "retry-after": String(retryAfter) },
      );
    }
  }
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops windows that ended long ago so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
