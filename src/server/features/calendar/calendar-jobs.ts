import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { autoScheduleJob } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
import { autoScheduleAll } from "./auto-schedule";

/**
 * Runs the auto-scheduling job on this process. `schedule` registers its cron (pg-boss boss.schedule,
 * every 30 minutes); pg-boss fires each cron once across all processes.
 */
export async function startAutoScheduler(
  db: Db,
  config: Config,
  queue: Queue,
  schedule: (name: string, cron: string) => Promise<void>,
  cron: string,
  log: (error: unknown, userId: string) => void,
): Promise<void> {
  await queue.work(autoScheduleJob, async () => void (await autoScheduleAll(db, config, queue, log)));
  await schedule(autoScheduleJob.name, cron);
}
