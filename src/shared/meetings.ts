import { z } from "zod";

export const meetingStatusSchema = z.enum(["scheduled", "joining", "recording", "processing", "completed", "failed"]);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;

export const MEETING_NAME_MAX = 200;
export const MEETING_URL_MAX = 2_000;

const requiredText = (max: number) =>
  z
    .string({ error: "Missing information: Please fill in all fields" })
    .trim()
    .min(1, "Missing information: Please fill in all fields")
    .max(max, `Must be at most ${max} characters`);

const meetingUrl = requiredText(MEETING_URL_MAX).pipe(
  z.url({ protocol: /^https?$/, error: "Enter the meeting's web link (https://…)" }),
);
const scheduledAt = requiredText(40).refine((v) => !Number.isNaN(Date.parse(v)), "Enter a valid date and time");

/** POST /api/schedule-bot: the Schedule AI Meeting Bot form (SPEC §2, §5). */
export const scheduleBotFormSchema = z
  .object({ name: requiredText(MEETING_NAME_MAX), meetingUrl, scheduledAt })
  .strict();
export type ScheduleBotFormInput = z.infer<typeof scheduleBotFormSchema>;

/** POST /api/meetings/schedule-bot: scheduling from a calendar event card. */
export const scheduleBotFromEventSchema = z
  .object({
    meetingName: requiredText(MEETING_NAME_MAX),
    meetingUrl: z
      .string({ error: "No meeting URL found for this event" })
      .trim()
      .min(1, "No meeting URL found for this event")
      .max(MEETING_URL_MAX)
      .pipe(z.url({ protocol: /^https?$/, error: "No meeting URL found for this event" })),
    scheduledAt,
    calendarEventId: z.string().max(1_000).optional(),
  })
  .strict();
export type ScheduleBotFromEventInput = z.infer<typeof scheduleBotFromEventSchema>;

/** GET /api/meetings: one row per scheduled bot. */
export const meetingSchema = z.object({
  id: z.string(),
  name: z.string(),
  meetingUrl: z.string(),
  scheduledAt: z.string(),
  status: meetingStatusSchema,
  failureReason: z.string().nullable(),
  calendarEventId: z.string().nullable(),
  /** The transcript the bot's recording became, once completed. */
  transcriptId: z.string().nullable(),
  provider: z.string(),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const scheduleBotResponseSchema = z.object({ meeting: meetingSchema });
