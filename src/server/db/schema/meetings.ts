import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { transcripts } from "./calls";

/** Calendars, auto-scheduling and meeting-bot bookings, and the bot webhooks already applied. */

/**
 * The one calendar a user has connected (one provider at a time). Tokens are AES-256-GCM ciphertext
 * under APP_SECRET (src/server/crypto), never plain text.
 */
export const calendarConnections = pgTable("calendar_connections", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: ["google", "microsoft"] }).notNull(),
  accessToken: text("access_token").notNull(),
  refreshToken: text("refresh_token"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  lastSync: timestamp("last_sync", { withTimezone: true }),
  /** Sales meetings found by the last sync (video link and an attendee from outside the user's domain). */
  salesMeetings: integer("sales_meetings"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Whether the auto-scheduling cron sends a bot to the user's upcoming video meetings. */
export const autoScheduleSettings = pgTable("auto_schedule_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A meeting-bot booking and where it stands: scheduled → joining → recording → processing → completed/failed. */
export const meetings = pgTable(
  "meetings",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    meetingUrl: text("meeting_url").notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["scheduled", "joining", "recording", "processing", "completed", "failed"] }).notNull(),
    failureReason: text("failure_reason"),
    calendarEventId: text("calendar_event_id"),
    /** The bot service chosen when the meeting was booked, and its id for the bot. */
    provider: text("provider").notNull(),
    botId: text("bot_id"),
    transcriptId: text("transcript_id").references(() => transcripts.id, { onDelete: "set null" }),
    /** Where the copied audio lives in the storage adapter. */
    recordingKey: text("recording_key"),
    /** Held while one worker fetches the results, so two completions cannot both create a transcript. */
    completionLeaseUntil: timestamp("completion_lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meetings_user_scheduled_idx").on(t.userId, t.scheduledAt),
    // A calendar event gets one bot, however often auto-scheduling or the card asks.
    uniqueIndex("meetings_user_event_idx").on(t.userId, t.calendarEventId),
    uniqueIndex("meetings_provider_bot_idx").on(t.provider, t.botId),
    index("meetings_status_idx").on(t.status),
  ],
);

/** Bot-provider webhook deliveries already applied, so a replayed delivery changes nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index("webhook_events_received_idx").on(t.receivedAt)],
);
