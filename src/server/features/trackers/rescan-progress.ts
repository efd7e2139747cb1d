import { eq, sql } from "drizzle-orm";
import type { TrackerRescan } from "@shared/trackers";
import type { Db } from "../../db/open";
import { trackerRescans } from "../../db/schema";
import { rescanTrackersJob } from "../../jobs/definitions";

/**
 * A running scan that has not moved for longer than its job may run was lost with its process (pg-boss
 * retries the job, which starts it again); until then it reads as idle instead of "running" for ever.
 */
const STALE_AFTER_MS = rescanTrackersJob.queue.expireInSeconds * 1000;

const upsert = (db: Db, userId: string, set: Partial<typeof trackerRescans.$inferInsert>) =>
  db
    .insert(trackerRescans)
    .values({ userId, ...set, updatedAt: new Date() })
    .onConflictDoUpdate({ target: trackerRescans.userId, set: { ...set, updatedAt: new Date() } });

/** Recorded before the job is sent, so the list shows "queued" from the request that changed a tracker. */
export const markRescanQueued = (db: Db, userId: string) => upsert(db, userId, { queuedAt: new Date() });

export const markRescanStarted = (db: Db, userId: string, total: number) => upsert(db, userId, { startedAt: new Date(), finishedAt: null, done: 0, total });

export const markRescanProgress = (db: Db, userId: string, done: number) =>
  db.update(trackerRescans).set({ done, updatedAt: new Date() }).where(eq(trackerRescans.userId, userId));

/** Finished or failed: a failed scan is retried by the queue, which marks it started again. */
export const markRescanFinished = (db: Db, userId: string) =>
  db.update(trackerRescans).set({ finishedAt: sql`now()`, updatedAt: new Date() }).where(eq(trackerRescans.userId, userId));

/** The user's re-scan as the list shows it: running (with done/total), queued, or idle. */
export async function rescanProgress(db: Db, userId: string, now = new Date()): Promise<TrackerRescan> {
  const [row] = await db.select().from(trackerRescans).where(eq(trackerRescans.userId, userId)).limit(1);
  const idle: TrackerRescan = { state: "idle", done: 0, total: 0 };
  if (!row) return idle;
  const started = row.startedAt?.getTime() ?? null;
  const running = started !== null && (row.finishedAt === null || row.finishedAt.getTime() < started) && now.getTime() - row.updatedAt.getTime() < STALE_AFTER_MS;
  if (running) return { state: "running", done: row.done, total: row.total };
  const queued = row.queuedAt !== null && (started === null || row.queuedAt.getTime() > started) && now.getTime() - row.queuedAt.getTime() < STALE_AFTER_MS * 4;
  return queued ? { state: "queued", done: 0, total: 0 } : idle;
}
