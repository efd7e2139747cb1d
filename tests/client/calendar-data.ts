import type { CurrentUser } from "@shared/auth";
import type { CalendarEvent, CalendarStatus } from "@shared/calendar";
import type { Meeting } from "@shared/meetings";
import { json } from "@tests/client/fetch-stub";

// Fixtures for the calendar and meetings screen tests, in the shapes the API answers.

export const signedInUser: CurrentUser = {
  id: "u1",
  email: "dana@example.com",
  firstName: "Dana",
  lastName: "Reyes",
  company: "Northwind",
  role: "Account Executive",
  botName: "AI Notetaker",
  botEntryMessage: "I am a meeting bot here to help with notes and transcription.",
  profileImageUrl: null,
  plan: "pro",
};

/** The current-user read every signed-in screen needs before its calendar reads may run (SPEC §4). */
export const userRoute = { "GET /api/auth/user": () => json(signedInUser) };

export const disconnectedStatus: CalendarStatus = {
  connected: false,
  provider: null,
  lastSync: null,
  syncEnabled: false,
  syncData: null,
};

export const connectedStatus = (overrides: Partial<CalendarStatus> = {}): CalendarStatus => ({
  connected: true,
  provider: "google",
  lastSync: "2026-11-21T09:15:00.000Z",
  syncEnabled: true,
  syncData: { salesMeetings: 4 },
  ...overrides,
});

export const calendarEvent = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: "evt-1",
  name: "Acme discovery call",
  scheduledAt: "2026-11-23T15:00:00.000Z",
  meetingUrl: "https://meet.google.com/abc-defg-hij",
  attendees: [{ email: "sam@acme.com", name: "Sam Patel" }, { email: "dana@example.com" }],
  description: "",
  status: "confirmed",
  ...overrides,
});

export const meeting = (overrides: Partial<Meeting> = {}): Meeting => ({
  id: "m-1",
  name: "Acme discovery call",
  meetingUrl: "https://meet.google.com/abc-defg-hij",
  scheduledAt: "2026-11-23T15:00:00.000Z",
  status: "scheduled",
  failureReason: null,
  calendarEventId: null,
  transcriptId: null,
  provider: "meetingbaas",
  createdAt: "2026-11-21T10:00:00.000Z",
  ...overrides,
});

/** The request bodies the mocked fetch received for one "METHOD /path", parsed as JSON. */
export function bodiesSent(fetchMock: { mock: { calls: unknown[][] } }, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === url && ((init as RequestInit | undefined)?.method ?? "GET") === method)
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return typeof body === "string" ? (JSON.parse(body) as unknown) : body;
    });
}
