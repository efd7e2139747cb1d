import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { createStorage } from "../../integrations/storage";
import { completeMeetingJob, createMeetingBotJob, pollMeetingBotJob } from "../../jobs/definitions";
import type { JobLog, Queue } from "../../jobs/queue";
import { completeMeeting } from "./complete";
import { createMeetingBot } from "./create-bot";
import { pollMeetingBot } from "./poll";
import { sweepMeetings } from "./sweep";

const SWEEP_MS = 5 * 60_000;

/**
 * Runs the meeting-bot jobs on this process; answers a function that stops the periodic sweep. `log` is read
 * when the sweep fails, so a logger made after the worker (the app's) still gets the line.
 */
export async function startMeetingWorker(db: Db, config: Config, queue: Queue, log: () => JobLog | undefined = () => undefined): Promise<() => void> {
  const storage = createStorage(config);
  await queue.work(createMeetingBotJob, async ({ meetingId }) => void (await createMeetingBot(db, config, queue, meetingId)));
  await queue.work(pollMeetingBotJob, async ({ meetingId }) => void (await pollMeetingBot(db, config, queue, meetingId, log())));
  await queue.work(completeMeetingJob, async ({ meetingId }) => void (await completeMeeting({ db, config, queue, storage }, meetingId)));
  const sweep = () =>
    void sweepMeetings(db, config, queue).catch((err: unknown) =>
      log()?.error({ err, task: "sweep-meetings" }, "meeting sweep failed; it runs again in five minutes"),
    );
  sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
