import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { calendarConnections, oauthStates } from "../../db/schema";
import { tokenCipher } from "../../crypto/token-cipher";
import { createTestApp, signUpUser } from "@tests/server/app";
import { APP_SECRET, calendarHarness, connectCalendar, type CalendarHarness } from "@tests/server/helpers/calendar";
import { CALENDAR_STATE_COOKIE } from "./routes";

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const yesterday = new Date(Date.now() - 30 * 3600_000).toISOString();

let h: CalendarHarness;
let cookie: string;
let userId: string;
beforeEach(async () => {
  h = await calendarHarness();
  ({ cookie, userId } = await signUpUser(h.t.app, { email: `dana-${Date.now()}@rapport.app` }));
});
afterEach(async () => h.close());

const get = (url: string, as = cookie) => h.t.app.inject({ url, headers: { cookie: as } });
const post = (url: string, payload?: unknown, as = cookie) => h.t.app.inject({ method: "POST", url, headers: { cookie: as }, payload: payload as object });

describe("calendar connection", () => {
  it("answers 401 signed out, and sends a signed-out callback to /login", async () => {
    for (const url of ["/api/calendar/events", "/api/calendar/status", "/api/calendar/auto-schedule"]) {
      expect((await h.t.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await h.t.app.inject({ method: "POST", url: "/api/calendar/connect" })).statusCode).toBe(401);
    const back = await h.t.app.inject({ url: "/api/calendar/callback/google?code=x&state=y" });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/login");
  });

  it("answers 503 in plain words, naming the settings in the admin hint, when Google or Microsoft is not configured", async () => {
    const bare = await createTestApp({ APP_SECRET });
    try {
      const { cookie: someone } = await signUpUser(bare.app);
      const google = await bare.app.inject({ method: "POST", url: "/api/calendar/connect", headers: { cookie: someone } });
      expect(google.statusCode).toBe(503);
      expect(google.json()).toEqual({
        code: "NOT_CONFIGURED",
        message: "Google Calendar isn't set up on this Rapport server yet",
        adminHint: "Google Calendar is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET",
      });
      const microsoft = await bare.app.inject({ method: "POST", url: "/api/calendar/connect", headers: { cookie: someone }, payload: { provider: "microsoft" } });
      expect(microsoft.json().message).toBe("Microsoft Calendar isn't set up on this Rapport server yet");
      expect(microsoft.json().adminHint).toMatch(/MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET/);
    } finally {
      await bare.close();
    }
  });

  it("asks Google for offline read-only calendar access with PKCE, and stores the tokens encrypted", async () => {
    const started = await post("/api/calendar/connect");
    const authUrl = new URL(started.json().authUrl);
    expect(authUrl.pathname).toBe("/o/oauth2/v2/auth");
    expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
      client_id: "calendar-client",
      redirect_uri: "http://localhost:80/api/calendar/callback/google",
      access_type: "offline",
      prompt: "consent",
      code_challenge_method: "S256",
    });
    expect(authUrl.searchParams.get("scope")).toContain("https://www.googleapis.com/auth/calendar.readonly");

    expect(await connectCalendar(h, cookie)).toBe("/settings/calendar");
    const [row] = await h.t.database.db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId));
    expect(row?.provider).toBe("google");
    expect(row?.accessToken).not.toContain("access-");
    expect(tokenCipher(APP_SECRET).decrypt(row!.accessToken)).toBe(h.calendar.validAccessToken);
    expect(tokenCipher(APP_SECRET).decrypt(row!.refreshToken!)).toMatch(/^refresh-/);
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect((await get("/api/calendar/status")).json()).toEqual({ connected: true, provider: "google", lastSync: null, syncEnabled: true, syncData: null });
  });

  it("refuses a callback whose state is not this browser's, is used twice, or belongs to someone else", async () => {
    const started = await post("/api/calendar/connect");
    const state = started.cookies.find((c) => c.name === CALENDAR_STATE_COOKIE)!.value;
    const { code } = h.calendar.consent(started.json().authUrl);
    const callback = (as: string, stateCookie: string) =>
      h.t.app.inject({ url: `/api/calendar/callback/google?code=${code}&state=${state}`, headers: { cookie: `${as}; ${CALENDAR_STATE_COOKIE}=${stateCookie}` } });

    expect((await callback(cookie, "another-state")).headers.location).toBe("/settings/calendar?error=auth_failed");
    const intruder = await signUpUser(h.t.app);
    expect((await callback(intruder.cookie, state)).headers.location).toBe("/settings/calendar?error=auth_failed");
    expect(await h.t.database.db.select().from(calendarConnections)).toEqual([]);
    const denied = await h.t.app.inject({ url: `/api/calendar/callback/google?error=access_denied`, headers: { cookie } });
    expect(denied.headers.location).toBe("/settings/calendar?error=auth_failed");
    expect(await h.t.database.db.select().from(oauthStates).where(eq(oauthStates.state, state))).toHaveLength(1);

    expect((await callback(cookie, state)).headers.location).toBe("/settings/calendar");
    await h.t.database.db.delete(calendarConnections);
    expect((await callback(cookie, state)).headers.location).toBe("/settings/calendar?error=auth_failed");
    expect(await h.t.database.db.select().from(calendarConnections)).toEqual([]);
  });

  it("allows one provider at a time; disconnect revokes Google's grant and deletes the tokens", async () => {
    await connectCalendar(h, cookie);
    const refresh = tokenCipher(APP_SECRET).decrypt((await h.t.database.db.select().from(calendarConnections))[0]!.refreshToken!);
    const second = await post("/api/calendar/connect", { provider: "microsoft" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("Disconnect Google Calendar before connecting Microsoft Calendar");
    expect((await post("/api/auth/microsoft/disconnect")).json()).toEqual({ success: false, error: "Microsoft Calendar is not connected" });

    expect((await post("/api/calendar/disconnect")).json()).toEqual({ success: true, message: "Calendar disconnected" });
    expect(h.calendar.revoked).toEqual([refresh]);
    expect(await h.t.database.db.select().from(calendarConnections)).toEqual([]);
    expect((await get("/api/calendar/status")).json()).toMatchObject({ connected: false, provider: null });

    expect(await connectCalendar(h, cookie, "microsoft")).toBe("/settings/calendar");
    expect((await get("/api/calendar/status")).json().provider).toBe("microsoft");
    expect((await post("/api/auth/microsoft/disconnect")).json()).toEqual({ success: true, message: "Calendar disconnected" });
    expect((await get("/api/calendar/status")).json().connected).toBe(false);
  });
});

describe("calendar events", () => {
  it("answers 409 'Connect a calendar first' when nothing is connected", async () => {
    const response = await get("/api/calendar/events");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Connect a calendar first");
  });

  it("reads Google from the start of today across pages, mapped and filtered", async () => {
    h.calendar.googleEvents = [
      { id: "old", summary: "Last week", start: { dateTime: yesterday } },
      { id: "g1", summary: "Acme discovery", start: { dateTime: inHours(2) }, hangoutLink: "https://meet.google.com/abc-defg-hij", attendees: [{ email: "sam@acme.com" }] },
      { id: "g2", start: { date: inHours(48).slice(0, 10) }, location: "Room 4" },
      { id: "g3", summary: "Internal", start: { dateTime: inHours(3) }, description: "https://zoom.us/j/42", attendees: [{ email: "ops@rapport.app" }] },
    ];
    await connectCalendar(h, cookie);
    const response = await get("/api/calendar/events");
    expect(response.statusCode).toBe(200);
    const { events } = response.json();
    expect(events.map((e: { id: string }) => e.id)).toEqual(["g1", "g2", "g3"]);
    expect(events[1]).toMatchObject({ name: "Meeting 3", scheduledAt: null, meetingUrl: null });
    expect(events[2].meetingUrl).toBe("https://zoom.us/j/42");
    expect(h.calendar.eventRequests).toHaveLength(2);
    const query = h.calendar.eventRequests[0]!.query;
    expect(query.get("singleEvents")).toBe("true");
    expect(query.get("timeMin")).toBe(new Date(new Date().setUTCHours(0, 0, 0, 0)).toISOString());

    const sync = await post("/api/calendar/sync");
    expect(sync.json()).toEqual({ success: true, salesMeetings: 1, totalEvents: 3 });
    const status = (await get("/api/calendar/status")).json();
    expect(status.syncData).toEqual({ salesMeetings: 1 });
    expect(Date.parse(status.lastSync)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refreshes an expired access token before reading, and once when the provider refuses it", async () => {
    h.calendar.googleEvents = [{ id: "g1", summary: "Call", start: { dateTime: inHours(1) } }];
    await connectCalendar(h, cookie);
    await h.t.database.db.update(calendarConnections).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await get("/api/calendar/events")).statusCode).toBe(200);
    expect(h.calendar.tokenRequests.map((f) => f.get("grant_type"))).toEqual(["authorization_code", "refresh_token"]);
    const [row] = await h.t.database.db.select().from(calendarConnections);
    expect(tokenCipher(APP_SECRET).decrypt(row!.accessToken)).toBe(h.calendar.validAccessToken);
    expect(row!.refreshToken).not.toBeNull();

    h.calendar.validAccessToken = "rotated-by-google";
    expect((await get("/api/calendar/events")).statusCode).toBe(200);
    expect(h.calendar.tokenRequests.filter((f) => f.get("grant_type") === "refresh_token")).toHaveLength(2);
  });

  it("asks to reconnect when the refresh token was revoked", async () => {
    await connectCalendar(h, cookie);
    const [row] = await h.t.database.db.select().from(calendarConnections);
    await h.t.database.db.update(calendarConnections).set({ expiresAt: new Date(0), refreshToken: tokenCipher(APP_SECRET).encrypt("revoked") });
    const response = await get("/api/calendar/events");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Disconnect and connect your calendar again/);
    expect(row).toBeDefined();
  });

  it("reads Outlook through Graph calendarView in UTC, following nextLink", async () => {
    h.calendar.graphEvents = [
      {
        id: "m1",
        subject: "Globex pricing",
        start: { dateTime: inHours(5).replace("Z", "0000"), timeZone: "UTC" },
        onlineMeeting: { joinUrl: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_1" },
        attendees: [{ emailAddress: { address: "lee@globex.com", name: "Lee" } }],
      },
      { id: "m2", subject: "Lunch", start: { dateTime: inHours(6).replace("Z", ""), timeZone: "UTC" }, location: { displayName: "Cafe" } },
    ];
    await connectCalendar(h, cookie, "microsoft");
    const { events } = (await get("/api/calendar/events")).json();
    expect(events).toEqual([
      expect.objectContaining({ id: "m1", name: "Globex pricing", meetingUrl: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_1" }),
      expect.objectContaining({ id: "m2", name: "Lunch", meetingUrl: null }),
    ]);
    expect(Date.parse(events[0].scheduledAt)).toBeCloseTo(Date.parse(inHours(5)), -4);
    expect(h.calendar.eventRequests.map((r) => r.path)).toEqual(["/v1.0/me/calendarView", "/v1.0/me/calendarView"]);
    expect(h.calendar.eventRequests[0]!.prefer).toBe('outlook.timezone="UTC"');
    expect(h.calendar.tokenRequests[0]!.get("scope")).toContain("offline_access");
  });
});
