import { z } from "zod";
import type PgBoss from "pg-boss";

/** A job is declared once: its name, the zod schema of its payload, and how its queue behaves. */
export interface JobDefinition<P extends z.ZodType> {
  name: string;
  payload: P;
  queue: Omit<PgBoss.Queue, "name">;
  /** Jobs with the same key are queued at most once at a time (the queue's "short" policy). */
  singletonKey?: (payload: z.infer<P>) => string;
  /** Not run before this instant (pg-boss startAfter); undefined runs as soon as a worker is free. */
  startAfter?: (payload: z.infer<P>) => Date | undefined;
}

export const analyzeTranscriptJob = {
  name: "analyze-transcript",
  payload: z.object({ transcriptId: z.string() }),
  // "short": one queued job per transcript; a re-queue while one runs (after a crash, say) is allowed,
  // and runAnalysis stores only one result whatever runs twice.
  queue: { policy: "short", retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  singletonKey: (p: { transcriptId: string }) => p.transcriptId,
} satisfies JobDefinition<z.ZodObject<{ transcriptId: z.ZodString }>>;

const meetingPayload = z.object({ meetingId: z.string(), notBefore: z.string().datetime().optional() });
type MeetingPayload = z.infer<typeof meetingPayload>;
const notBefore = (p: MeetingPayload) => (p.notBefore ? new Date(p.notBefore) : undefined);

/**
 * Creates the meeting's bot at the provider, sent when the meeting is booked to run BOT_JOIN_LEAD_SECONDS
 * before it starts. The handler claims the meeting row, so a duplicate job does nothing.
 */
export const createMeetingBotJob = {
  name: "create-meeting-bot",
  payload: meetingPayload,
  queue: { policy: "standard", retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  startAfter: notBefore,
} satisfies JobDefinition<typeof meetingPayload>;

/** Asks the provider how the bot is doing, for when webhooks do not arrive; re-sends itself until the end. */
export const pollMeetingBotJob = {
  name: "poll-meeting-bot",
  payload: meetingPayload,
  queue: { policy: "short", retryLimit: 2, retryDelay: 60, expireInSeconds: 120 },
  singletonKey: (p: MeetingPayload) => p.meetingId,
  startAfter: notBefore,
} satisfies JobDefinition<typeof meetingPayload>;

/** Fetches transcript and recording of a finished bot, stores the audio and creates the transcript. */
export const completeMeetingJob = {
  name: "complete-meeting",
  payload: meetingPayload,
  // Long enough to copy an hour of audio; retried with backoff because provider links can lag.
  queue: { policy: "short", retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 900 },
  singletonKey: (p: MeetingPayload) => p.meetingId,
  startAfter: notBefore,
} satisfies JobDefinition<typeof meetingPayload>;

// A pg-boss cron sends the data stored with its schedule, which is null when none was given.
const noPayload = z.object({}).nullable();
/** Every 30 minutes (SPEC §9): books a bot for each upcoming video meeting of users who turned it on. */
export const autoScheduleJob = {
  name: "auto-schedule-meetings",
  payload: noPayload,
  queue: { policy: "short", retryLimit: 1, retryDelay: 60, expireInSeconds: 600 },
  singletonKey: () => "auto-schedule",
} satisfies JobDefinition<typeof noPayload>;
export const AUTO_SCHEDULE_CRON = "*/30 * * * *";

const userPayload = z.object({ userId: z.string() });
/**
 * Finds a user's trackers again in their past calls after a tracker was added or changed (issue 18).
 * "short": one queued scan per user; a change while one runs queues the next, which reads the new trackers.
 */
export const rescanTrackersJob = {
  name: "rescan-trackers",
  payload: userPayload,
  queue: { policy: "short", retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 },
  singletonKey: (p: { userId: string }) => p.userId,
} satisfies JobDefinition<typeof userPayload>;

export const ALL_JOBS = [analyzeTranscriptJob, createMeetingBotJob, pollMeetingBotJob, completeMeetingJob, autoScheduleJob, rescanTrackersJob];
