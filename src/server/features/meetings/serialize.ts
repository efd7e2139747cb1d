import type { Meeting } from "@shared/meetings";
import type { meetings } from "../../db/schema";

export type MeetingRow = typeof meetings.$inferSelect;

/** A bot id Rapport holds while it creates the bot, so two jobs cannot both create one. */
export const PENDING_BOT_PREFIX = "pending:";

export const recordingPath = (meetingId: string) => `/api/meetings/${meetingId}/recording`;

export const toMeeting = (row: MeetingRow): Meeting => ({
  id: row.id,
  name: row.name,
  meetingUrl: row.meetingUrl,
  scheduledAt: row.scheduledAt.toISOString(),
  status: row.status,
  failureReason: row.failureReason,
  calendarEventId: row.calendarEventId,
  transcriptId: row.transcriptId,
  provider: row.provider,
  createdAt: row.createdAt.toISOString(),
});
