import { z } from "zod";
import { accountUpdateResponseSchema, botConfigSchema, passwordChangeSchema, profileSchema } from "@shared/account";
import { analysisSchema, speakerMappingSchema } from "@shared/analysis";
import { currentUserSchema, signInSchema, signUpSchema } from "@shared/auth";
import { checkoutResponseSchema, createSubscriptionSchema, subscriptionSchema } from "@shared/billing";
import {
  autoScheduleSchema,
  autoScheduleTriggerResponseSchema,
  calendarConnectResponseSchema,
  calendarConnectSchema,
  calendarEventsResponseSchema,
  calendarStatusSchema,
  calendarSyncResponseSchema,
  disconnectResponseSchema,
} from "@shared/calendar";
import { analyticsDashboardSchema, dashboardStatsSchema, insightsSchema, performanceSchema } from "@shared/dashboard";
import { meetingSchema, scheduleBotFormSchema, scheduleBotFromEventSchema, scheduleBotResponseSchema } from "@shared/meetings";
import { analysisListItemSchema, transcriptListItemSchema, transcriptSchema, updateSpeakersSchema, usageStatsSchema } from "@shared/transcripts";

/** What the route table cannot say about an operation: its purpose and the shared contracts it speaks. */
export interface OperationDoc {
  summary: string;
  /** A JSON body parsed with this shared schema. */
  body?: z.ZodType;
  /** A multipart upload (file or pasted text) instead of JSON. */
  multipart?: boolean;
  /** The success answer, when a shared schema describes it. */
  response?: z.ZodType;
  /** Answers a redirect for a browser, not JSON. */
  redirect?: boolean;
}

const userResponse = z.object({ user: currentUserSchema });
const transcriptResponse = z.object({ transcript: transcriptSchema });
const successResponse = z.object({ success: z.boolean() });
const speakersResponse = z.object({ speakerMapping: speakerMappingSchema });

/** Keyed by `METHOD path` as Fastify registers it; the OpenAPI test fails when a route is missing here. */
export const OPERATIONS: Record<string, OperationDoc> = {
  "POST /api/auth/signup": { summary: "Create an account and sign in", body: signUpSchema, response: userResponse },
  "POST /api/auth/login": { summary: "Sign in with e-mail and password", body: signInSchema, response: userResponse },
  "POST /api/auth/logout": { summary: "Sign out", response: successResponse },
  "GET /api/auth/user": { summary: "The signed-in user", response: currentUserSchema },
  "GET /api/auth/google": { summary: "Start sign-in with Google", redirect: true },
  "GET /api/auth/google/callback": { summary: "Return from Google sign-in", redirect: true },
  "GET /api/auth/microsoft": { summary: "Start sign-in with Microsoft", redirect: true },
  "GET /api/auth/microsoft/callback": { summary: "Return from Microsoft sign-in", redirect: true },
  "POST /api/auth/microsoft/disconnect": { summary: "Disconnect the Microsoft calendar", response: disconnectResponseSchema },
  "POST /api/auth/password": { summary: "Change the password", body: passwordChangeSchema, response: successResponse },
  "POST /api/profile": { summary: "Update the profile", body: profileSchema, response: accountUpdateResponseSchema },
  "POST /api/bot-config": { summary: "Update the meeting bot's name and message", body: botConfigSchema, response: accountUpdateResponseSchema },
  "POST /api/transcripts": { summary: "Upload or paste a call transcript", multipart: true, response: transcriptResponse },
  "GET /api/transcripts": { summary: "The user's transcripts", response: z.array(transcriptListItemSchema) },
  "GET /api/transcripts/:id": { summary: "One transcript", response: transcriptResponse },
  "GET /api/transcripts/:id/speakers": { summary: "A transcript's speakers", response: speakersResponse },
  "PUT /api/transcripts/:id/speakers": {
    summary: "Name the speakers of a transcript (analysed again)",
    body: updateSpeakersSchema,
    response: speakersResponse.extend({ transcript: transcriptSchema }),
  },
  "DELETE /api/transcripts/:id": { summary: "Delete a transcript and its analysis", response: successResponse },
  "GET /api/analyses": { summary: "The user's analyses", response: z.array(analysisListItemSchema) },
  "GET /api/analyses/transcript/:id": { summary: "The analysis of one transcript", response: z.object({ analysis: analysisSchema }) },
  "GET /api/usage/stats": { summary: "Calls used this month against the plan", response: usageStatsSchema },
  "GET /api/stats": { summary: "Dashboard figures", response: dashboardStatsSchema },
  "GET /api/performance": { summary: "Scores by day", response: performanceSchema },
  "GET /api/insights": { summary: "Coaching insights", response: insightsSchema },
  "GET /api/analytics/dashboard": { summary: "The analytics dashboard", response: analyticsDashboardSchema },
  "GET /api/subscription": { summary: "The user's plan and subscription", response: subscriptionSchema },
  "POST /api/subscription/create": { summary: "Start a Stripe checkout", body: createSubscriptionSchema, response: checkoutResponseSchema },
  "POST /api/subscription/refresh": { summary: "Read the subscription again from Stripe", response: subscriptionSchema },
  "POST /api/billing/webhook": { summary: "Stripe events (signed)" },
  "POST /api/calendar/connect": { summary: "Start connecting a calendar", body: calendarConnectSchema, response: calendarConnectResponseSchema },
  "GET /api/calendar/callback/:provider": { summary: "Return from the calendar provider", redirect: true },
  "GET /api/calendar/status": { summary: "Calendar connection status", response: calendarStatusSchema },
  "GET /api/calendar/events": { summary: "Upcoming calendar events", response: calendarEventsResponseSchema },
  "POST /api/calendar/sync": { summary: "Sync the calendar now", response: calendarSyncResponseSchema },
  "POST /api/calendar/disconnect": { summary: "Disconnect the calendar", response: disconnectResponseSchema },
  "GET /api/calendar/auto-schedule": { summary: "Whether bots join meetings automatically", response: autoScheduleSchema },
  "POST /api/calendar/auto-schedule": { summary: "Turn automatic bot scheduling on or off", body: autoScheduleSchema, response: autoScheduleSchema },
  "POST /api/calendar/auto-schedule/trigger": { summary: "Schedule bots for upcoming meetings now", response: autoScheduleTriggerResponseSchema },
  "POST /api/schedule-bot": { summary: "Send a bot to a meeting link", body: scheduleBotFormSchema, response: scheduleBotResponseSchema },
  "POST /api/meetings/schedule-bot": { summary: "Send a bot to a calendar event", body: scheduleBotFromEventSchema, response: scheduleBotResponseSchema },
  "GET /api/meetings": { summary: "The user's meetings", response: z.array(meetingSchema) },
  "GET /api/meetings/:id": { summary: "One meeting", response: scheduleBotResponseSchema },
  "GET /api/meetings/:id/recording": { summary: "A meeting's recording (supports ranges)" },
  "POST /api/webhooks/:provider": { summary: "Meeting-bot provider events (signed)" },
  "GET /api/openapi.json": { summary: "This document" },
  "GET /api/docs": { summary: "This document as a page" },
};
