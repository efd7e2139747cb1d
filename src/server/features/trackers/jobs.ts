import type { Db } from "../../db/open";
import { rescanTrackersJob } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
import { rescanUserCalls, scanInProcess, type CallScanner } from "./hits";
import { markRescanFinished, markRescanProgress, markRescanQueued, markRescanStarted } from "./rescan-progress";

/** Runs one user's re-scan as the job does: progress recorded as it goes, finished (or failed) marked at the end. */
export async function runRescanJob(db: Db, userId: string, scan: CallScanner = scanInProcess): Promise<number> {
  try {
    return await rescanUserCalls(db, userId, scan, {
      started: (total) => markRescanStarted(db, userId, total),
      scanned: (done) => markRescanProgress(db, userId, done),
    });
  } finally {
    await markRescanFinished(db, userId);
  }
}

/**
 * Re-scans a user's past calls in the background after their trackers (or their team's) changed. `scan`
 * is where the CPU work runs: the engine thread in the app, so the web thread only reads and writes.
 */
export async function startTrackerWorker(db: Db, queue: Queue, scan: CallScanner = scanInProcess): Promise<void> {
  await queue.work(rescanTrackersJob, async ({ userId }) => void (await runRescanJob(db, userId, scan)));
}

/** Queues a re-scan for each of these users (one queued per user), recorded as queued first so the list shows it at once. */
export async function queueRescans(db: Db, queue: Queue, userIds: readonly string[]): Promise<void> {
  for (const userId of userIds) {
    await markRescanQueued(db, userId);
    await queue.send(rescanTrackersJob, { userId });
  }
}
