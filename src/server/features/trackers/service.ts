import { randomUUID } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { trackerInputSchema } from "@shared/trackers";
import { DEFAULT_TRACKERS, TRACKER_LIMITS, type Tracker, type TrackerList } from "@shared/trackers";
import type { z } from "zod";
import type { Db } from "../../db/open";
import { trackers, users } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";

type TrackerRow = typeof trackers.$inferSelect;
type ParsedInput = z.output<typeof trackerInputSchema>;

function toTracker(row: TrackerRow): Tracker {
  return {
    id: row.id,
    name: row.name,
    phrases: row.phrases,
    side: row.side,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A user's first read adds the default topic trackers, once: the flag on the user row is claimed in
 * the same transaction as the inserts, so two first reads at once add them once, and a user who
 * deleted a default never gets it back.
 */
export async function addDefaultsOnce(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(users)
      .set({ trackerDefaultsAdded: true })
      .where(and(eq(users.id, userId), eq(users.trackerDefaultsAdded, false)))
      .returning({ id: users.id });
    if (claimed.length === 0) return;
    const now = new Date();
    await tx.insert(trackers).values(
      // Distinct instants keep the list in the order the defaults are declared.
      DEFAULT_TRACKERS.map((d, i) => ({ id: randomUUID(), userId, name: d.name, phrases: d.phrases, side: d.side, createdAt: new Date(now.getTime() + i), updatedAt: new Date(now.getTime() + i) })),
    );
  });
}

/** The user's trackers, oldest first (the defaults on the first read). */
export async function listTrackers(db: Db, userId: string): Promise<TrackerList> {
  await addDefaultsOnce(db, userId);
  const rows = await db.select().from(trackers).where(eq(trackers.userId, userId)).orderBy(asc(trackers.createdAt), asc(trackers.id));
  return { trackers: rows.map(toTracker), limit: TRACKER_LIMITS.trackersPerUser };
}

/** One of the user's own trackers; another user's is "not found", exactly like a missing id. */
export async function ownTracker(db: Db, userId: string, id: string): Promise<Tracker> {
  const [row] = await db.select().from(trackers).where(and(eq(trackers.id, id), eq(trackers.userId, userId))).limit(1);
  if (!row) throw notFound("Tracker not found");
  return toTracker(row);
}

const sameName = (userId: string, name: string) => and(eq(trackers.userId, userId), sql`lower(${trackers.name}) = lower(${name})`);

export async function createTracker(db: Db, userId: string, input: ParsedInput): Promise<Tracker> {
  await addDefaultsOnce(db, userId);
  return db.transaction(async (tx) => {
    // Serialises a user's creations so two at once cannot both pass the count.
    await tx.execute(sql`SELECT id FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
    const [existing] = await tx.select({ n: count() }).from(trackers).where(eq(trackers.userId, userId));
    if ((existing?.n ?? 0) >= TRACKER_LIMITS.trackersPerUser) {
      throw new AppError("BAD_REQUEST", `You can have at most ${TRACKER_LIMITS.trackersPerUser} trackers; delete one first`);
    }
    const [clash] = await tx.select({ id: trackers.id }).from(trackers).where(sameName(userId, input.name)).limit(1);
    if (clash) throw new AppError("CONFLICT", `You already have a tracker named "${input.name}"`);
    const [row] = await tx.insert(trackers).values({ id: randomUUID(), userId, ...input }).returning();
    return toTracker(row!);
  });
}

export async function updateTracker(db: Db, userId: string, id: string, input: ParsedInput): Promise<Tracker> {
  await ownTracker(db, userId, id);
  const [clash] = await db
    .select({ id: trackers.id })
    .from(trackers)
    .where(and(sameName(userId, input.name), sql`${trackers.id} <> ${id}`))
    .limit(1);
  if (clash) throw new AppError("CONFLICT", `You already have a tracker named "${input.name}"`);
  const [row] = await db
    .update(trackers)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(trackers.id, id), eq(trackers.userId, userId)))
    .returning();
  if (!row) throw notFound("Tracker not found");
  return toTracker(row);
}

export async function deleteTracker(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(trackers).where(and(eq(trackers.id, id), eq(trackers.userId, userId))).returning({ id: trackers.id });
  if (deleted.length === 0) throw notFound("Tracker not found");
}
