import { z } from "zod";

export const calendarProviderSchema = z.enum(["google", "microsoft"]);
export type CalendarProvider = z.infer<typeof calendarProviderSchema>;

/** SPEC §3 Calendar event, as GET /api/calendar/events answers it (already mapped from Google or Graph). */
export const calendarEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO date-time; null for an event without a time (kept, per SPEC §5). */
  scheduledAt: z.string().nullable(),
  /** Zoom, Teams or Meet link found in the event, or null. */
  meetingUrl: z.string().nullable(),
  attendees: z.array(z.object({ email: z.string(), name: z.string().optional() })),
  description: z.string(),
  status: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventsResponseSchema = z.object({ events: z.array(calendarEventSchema) });

/** GET /api/calendar/status (SPEC §3 Calendar status). */
export const calendarStatusSchema = z.object({
  connected: z.boolean(),
  provider: calendarProviderSchema.nullable(),
  lastSync: z.string().nullable(),
  syncEnabled: z.boolean(),
  syncData: z.object({ salesMeetings: z.number().int() }).nullable(),
});
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;

/** POST /api/calendar/connect: the provider is chosen by the button; google when omitted. */
export const calendarConnectSchema = z.object({ provider: calendarProviderSchema.default("google") }).strict();
export const calendarConnectResponseSchema = z.object({ authUrl: z.string() });

/** POST /api/calendar/disconnect and /api/auth/microsoft/disconnect. */
export const disconnectResponseSchema = z.object({ success: z.boolean(), message: z.string().optional(), error: z.string().optional() });

/** POST /api/calendar/sync: events with a video link and an external attendee count as sales meetings. */
export const calendarSyncResponseSchema = z.object({
  success: z.boolean(),
  salesMeetings: z.number().int().optional(),
  totalEvents: z.number().int().optional(),
  error: z.string().optional(),
});

/** GET/POST /api/calendar/auto-schedule (SPEC §3 Auto-schedule setting). */
export const autoScheduleSchema = z.object({ enabled: z.boolean() }).strict();
export type AutoSchedule = z.infer<typeof autoScheduleSchema>;
export const autoScheduleTriggerResponseSchema = z.object({ message: z.string() });
