import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { meetings } from "../../db/schema";
import { botProviderFor, type BotProviderId } from "../../integrations/bot";
import { completeMeetingJob, pollMeetingBotJob } from "../../jobs/definitions";
import type { JobLog, Queue } from "../../jobs/queue";
import { POLL_INTERVAL_MS } from "./create-bot";
import { PENDING_BOT_PREFIX } from "./serialize";
import { applyBotReport, failMeeting } from "./transitions";

/** A bot that has not finished this long after its meeting's start is given up on. */
export const BOT_DEADLINE_MS = 12 * 3600_000;

/**
 * The poll-meeting-bot job, the fallback for lost webhooks: asks the provider how the bot is doing,
 * applies it like a webhook would, and comes back later until the meeting is over. A provider that
 * cannot answer right now (or does not know a bot that has not joined yet) is asked again next time.
 */
export async function pollMeetingBot(db: Db, config: Config, queue: Queue, meetingId: string, log?: JobLog): Promise<"polling" | "done"> {
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting?.botId || meeting.botId.startsWith(PENDING_BOT_PREFIX)) return "done";
  if (meeting.status === "completed" || meeting.status === "failed") return "done";
  if (Date.now() > meeting.scheduledAt.getTime() + BOT_DEADLINE_MS) {
    await failMeeting(db, meetingId, "The meeting bot did not finish within 12 hours of the meeting's start");
    return "done";
  }
  const provider = botProviderFor(config, meeting.provider as BotProviderId);
  if (provider) {
    try {
      const outcome = await applyBotReport(db, meetingId, await provider.status(meeting.botId));
      if (outcome === "finished") await queue.send(completeMeetingJob, { meetingId });
    } catch (err) {
      // Asked again at the next poll; the deadline above ends a bot that never answers.
      log?.error({ err, job: pollMeetingBotJob.name, meetingId, botId: meeting.botId, provider: meeting.provider }, "meeting bot status check failed; asked again at the next poll");
    }
  }
  const [after] = await db.select({ status: meetings.status }).from(meetings).where(eq(meetings.id, meetingId));
  if (!after || after.status === "completed" || after.status === "failed") return "done";
  await queue.send(pollMeetingBotJob, { meetingId, notBefore: new Date(Date.now() + POLL_INTERVAL_MS).toISOString() });
  return "polling";
}
