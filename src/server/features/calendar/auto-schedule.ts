import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { autoScheduleSettings, calendarConnections } from "../../db/schema";
import { AppError } from "../../http/errors";
import { isVideoLink } from "../../integrations/calendar/video-links";
import { requireBotProvider } from "../../integrations/bot";
import type { Queue } from "../../jobs/queue";
import { bookMeeting } from "../meetings";
import { NOT_CONNECTED_MESSAGE } from "./calendar-apis";
import { findConnectionRow } from "./connections";
import { readEvents } from "./events";

/** Auto-scheduling looks this far ahead; the cron runs every 30 minutes, so every event is seen in time. */
export const AUTO_SCHEDULE_HOURS = 24;

export async function isAutoScheduleEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: autoScheduleSettings.enabled }).from(autoScheduleSettings).where(eq(autoScheduleSettings.userId, userId));
  return row?.enabled ?? false;
}

/** Turning it on needs a connected calendar (SPEC §4: the toggle is disabled without one). */
export async function setAutoSchedule(db: Db, userId: string, enabled: boolean): Promise<{ enabled: boolean }> {
  if (enabled && !(await findConnectionRow(db, userId))) throw new AppError("CONFLICT", NOT_CONNECTED_MESSAGE);
  await db
    .insert(autoScheduleSettings)
    .values({ userId, enabled })
    .onConflictDoUpdate({ target: autoScheduleSettings.userId, set: { enabled, updatedAt: sql`now()` } });
  return { enabled };
}

export interface AutoScheduleResult {
  upcoming: number;
  scheduled: number;
}

/**
 * Books a bot for every event in the next 24 hours that has a Zoom, Teams or Meet link. Each event is
 * booked once (meetings are unique per user and calendar event), so running this again books nothing new.
 */
export async function autoScheduleUser(db: Db, config: Config, queue: Queue, userId: string, now = new Date()): Promise<AutoScheduleResult> {
  requireBotProvider(config);
  const until = now.getTime() + AUTO_SCHEDULE_HOURS * 3600_000;
  const upcoming = (await readEvents(db, config, userId, now)).filter((event) => {
    const at = event.scheduledAt ? Date.parse(event.scheduledAt) : NaN;
    return at > now.getTime() && at <= until && event.status !== "cancelled" && isVideoLink(event.meetingUrl);
  });
  let scheduled = 0;
  for (const event of upcoming) {
    const { booked } = await bookMeeting(db, config, queue, userId, {
      name: event.name,
      meetingUrl: event.meetingUrl!,
      scheduledAt: new Date(event.scheduledAt!),
      calendarEventId: event.id,
    });
    if (booked) scheduled += 1;
  }
  return { upcoming: upcoming.length, scheduled };
}

export const triggerMessage = ({ upcoming, scheduled }: AutoScheduleResult) =>
  upcoming === 0
    ? `No upcoming video meetings in the next ${AUTO_SCHEDULE_HOURS} hours`
    : `Checked ${upcoming} upcoming video meeting${upcoming === 1 ? "" : "s"}: scheduled ${scheduled} new bot${scheduled === 1 ? "" : "s"}`;

/** The cron's work: every user who turned auto-scheduling on and has a calendar connected. */
export async function autoScheduleAll(db: Db, config: Config, queue: Queue, log: (error: unknown, userId: string) => void): Promise<number> {
  if (!config.BOT_PROVIDER) return 0;
  const users = await db
    .select({ userId: autoScheduleSettings.userId })
    .from(autoScheduleSettings)
    .innerJoin(calendarConnections, eq(calendarConnections.userId, autoScheduleSettings.userId))
    .where(eq(autoScheduleSettings.enabled, true));
  let scheduled = 0;
  for (const { userId } of users) {
    try {
      scheduled += (await autoScheduleUser(db, config, queue, userId)).scheduled;
    } catch (error) {
      // One user's revoked calendar or full plan must not stop everyone else's bots.
      log(error, userId);
    }
  }
  return scheduled;
}
