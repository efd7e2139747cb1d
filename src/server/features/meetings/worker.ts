import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { createStorage } from "../../integrations/storage";
import { completeMeetingJob, createMeetingBotJob, pollMeetingBotJob } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
import { completeMeeting } from "./complete";
import { createMeetingBot } from "./create-bot";
import { pollMeetingBot } from "./poll";
import { sweepMeetings } from "./sweep";

const SWEEP_MS = 5 * 60_000;

/** Runs the meeting-bot jobs on this process; answers a function that stops the periodic sweep. */
export async function startMeetingWorker(db: Db, config: Config, queue: Queue): Promise<() => void> {
  const storage = createStorage(config);
  await queue.work(createMeetingBotJob, async ({ meetingId }) => void (await createMeetingBot(db, config, queue, meetingId)));
  await queue.work(pollMeetingBotJob, async ({ meetingId }) => void (await pollMeetingBot(db, config, queue, meetingId)));
  await queue.work(completeMeetingJob, async ({ meetingId }) => void (await completeMeeting({ db, config, queue, storage }, meetingId)));
  const sweep = () => void sweepMeetings(db, config, queue).catch(() => undefined);
  sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
