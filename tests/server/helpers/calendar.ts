import { expect } from "vitest";
import type { CalendarProvider } from "@shared/calendar";
import { startFakeBots, KEYS, type FakeBots } from "../../fakes/bots";
import { startFakeCalendar, type FakeCalendar } from "../../fakes/calendar";
import { createTestApp, type TestApp } from "../app";
import { CALENDAR_STATE_COOKIE } from "@server/features/calendar/routes";

export const CLIENT = { id: "calendar-client", secret: "calendar-secret" };
export const APP_SECRET = "calendar-tests-app-secret-0123456789abcdef";

export interface CalendarHarness {
  t: TestApp;
  calendar: FakeCalendar;
  bots: FakeBots;
  overrides: Record<string, string>;
  close(): Promise<void>;
}

/** The app with Google and Microsoft (OAuth and calendar APIs) and the Attendee bot pointed at fakes. */
export async function calendarHarness(): Promise<CalendarHarness> {
  const calendar = await startFakeCalendar({ clientId: CLIENT.id, clientSecret: CLIENT.secret });
  const bots = await startFakeBots();
  const overrides = {
    APP_SECRET,
    GOOGLE_CLIENT_ID: CLIENT.id,
    GOOGLE_CLIENT_SECRET: CLIENT.secret,
    GOOGLE_OAUTH_BASE_URL: calendar.url,
    GOOGLE_CALENDAR_BASE_URL: calendar.url,
    MICROSOFT_CLIENT_ID: CLIENT.id,
    MICROSOFT_CLIENT_SECRET: CLIENT.secret,
    MICROSOFT_OAUTH_BASE_URL: calendar.url,
    MICROSOFT_GRAPH_BASE_URL: calendar.url,
    BOT_PROVIDER: "attendee",
    ATTENDEE_API_KEY: KEYS.attendee,
    ATTENDEE_BASE_URL: `${bots.url}/attendee`,
  };
  const t = await createTestApp(overrides);
  return {
    t,
    calendar,
    bots,
    overrides,
    close: async () => {
      await t.close();
      await calendar.close();
      await bots.close();
    },
  };
}

/** Connect → consent at the fake → callback, as the browser would; answers the callback's Location. */
export async function connectCalendar(h: CalendarHarness, cookie: string, provider: CalendarProvider = "google"): Promise<string> {
  const started = await h.t.app.inject({ method: "POST", url: "/api/calendar/connect", headers: { cookie }, payload: { provider } });
  expect(started.statusCode).toBe(200);
  const state = started.cookies.find((c) => c.name === CALENDAR_STATE_COOKIE)?.value;
  const { code, params } = h.calendar.consent(started.json().authUrl);
  const back = await h.t.app.inject({
    url: `/api/calendar/callback/${provider}?code=${code}&state=${params.get("state")}`,
    headers: { cookie: `${cookie}; ${CALENDAR_STATE_COOKIE}=${state}` },
  });
  expect(back.statusCode).toBe(302);
  return String(back.headers.location);
}
