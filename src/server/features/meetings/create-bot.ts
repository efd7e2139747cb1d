import { and, eq, isNull, sql } from "drizzle-orm";
import { LIMIT_REACHED_MESSAGE } from "@shared/transcripts";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { meetings } from "../../db/schema";
import { BotApiError, botProviderFor, NOT_CONFIGURED_MESSAGE, type BotProviderId } from "../../integrations/bot";
import { pollMeetingBotJob } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
import { requireUser } from "../auth";
import { usageStats } from "../usage";
import { failMeeting } from "./transitions";
import { PENDING_BOT_PREFIX } from "./serialize";

/** Joining "now" when the meeting is this close: providers refuse a join_at in the past. */
const JOIN_NOW_MS = 30_000;
/** How often the fallback poll asks the provider, once the meeting has started. */
export const POLL_INTERVAL_MS = 2 * 60_000;

/** The address a provider posts this bot's status to, when Rapport knows its own public address. */
export const webhookUrlFor = (config: Config, provider: BotProviderId) =>
  config.PUBLIC_URL ? `${config.PUBLIC_URL.replace(/\/$/, "")}/api/webhooks/${provider}` : null;

/**
 * The create-meeting-bot job: claims the meeting (a placeholder bot id, so a duplicate job finds it
 * taken), checks the plan still has room, creates the bot with the user's name and entry message,
 * and starts the fallback poll. A provider outage is retried; a refusal fails the meeting with its reason.
 */
export async function createMeetingBot(db: Db, config: Config, queue: Queue, meetingId: string): Promise<"created" | "skipped" | "failed"> {
  const [meeting] = await db
    .update(meetings)
    .set({ botId: `${PENDING_BOT_PREFIX}${meetingId}`, updatedAt: sql`now()` })
    .where(and(eq(meetings.id, meetingId), eq(meetings.status, "scheduled"), isNull(meetings.botId)))
    .returning();
  if (!meeting) return "skipped";

  const user = await requireUser(db, meeting.userId);
  // The booking holds its own recording; only the others are weighed against the plan.
  if (!(await usageStats(db, user.id, user.plan, meetingId)).canCreate) {
    await failMeeting(db, meetingId, LIMIT_REACHED_MESSAGE);
    return "failed";
  }
  const provider = botProviderFor(config, meeting.provider as BotProviderId);
  if (!provider) {
    await failMeeting(db, meetingId, NOT_CONFIGURED_MESSAGE);
    return "failed";
  }

  const joinAt = meeting.scheduledAt.getTime() - Date.now() > JOIN_NOW_MS ? meeting.scheduledAt : null;
  try {
    const { botId } = await provider.createBot({
      meetingId,
      meetingUrl: meeting.meetingUrl,
      botName: user.botName,
      entryMessage: user.botEntryMessage,
      joinAt,
      webhookUrl: webhookUrlFor(config, provider.id),
    });
    await db.update(meetings).set({ botId, updatedAt: sql`now()` }).where(eq(meetings.id, meetingId));
  } catch (error) {
    if (error instanceof BotApiError && !error.retryable) {
      await failMeeting(db, meetingId, error.message);
      return "failed";
    }
    // Released so the retry (pg-boss) can claim it again.
    await db.update(meetings).set({ botId: null }).where(eq(meetings.id, meetingId));
    throw error;
  }
  const firstPoll = Math.max(Date.now(), meeting.scheduledAt.getTime()) + POLL_INTERVAL_MS;
  await queue.send(pollMeetingBotJob, { meetingId, notBefore: new Date(firstPoll).toISOString() });
  return "created";
}
