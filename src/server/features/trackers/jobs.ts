import type { Db } from "../../db/open";
import { rescanTrackersJob } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
import { rescanUserCalls } from "./hits";

/** Re-scans a user's past calls in the background after their trackers changed. */
export async function startTrackerWorker(db: Db, queue: Queue): Promise<void> {
  await queue.work(rescanTrackersJob, async ({ userId }) => void (await rescanUserCalls(db, userId)));
}
