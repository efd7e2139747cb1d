import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { testConfig } from "../../config";
import { autoScheduleJob, AUTO_SCHEDULE_CRON } from "../../jobs/definitions";
import { createBoss } from "../../jobs/queue";
import { signUpUser } from "@tests/server/app";
import { jobsNamed } from "@tests/server/helpers/meetings";
import { autoScheduleAll } from "./auto-schedule";
import { calendarHarness, connectCalendar, type CalendarHarness } from "@tests/server/helpers/calendar";

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

let h: CalendarHarness;
let cookie: string;
beforeEach(async () => {
  h = await calendarHarness();
  ({ cookie } = await signUpUser(h.t.app));
});
afterEach(async () => h.close());

const post = (url: string, payload?: unknown) => h.t.app.inject({ method: "POST", url, headers: { cookie }, payload: payload as object });

describe("automatic bot scheduling", () => {
  it("is off by default, needs a calendar to turn on, and validates its body", async () => {
    expect((await h.t.app.inject({ url: "/api/calendar/auto-schedule", headers: { cookie } })).json()).toEqual({ enabled: false });
    const refused = await post("/api/calendar/auto-schedule", { enabled: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Connect a calendar first");
    expect((await post("/api/calendar/auto-schedule", { enabled: "yes" })).statusCode).toBe(400);
    expect((await post("/api/calendar/auto-schedule/trigger")).statusCode).toBe(409);

    await connectCalendar(h, cookie);
    expect((await post("/api/calendar/auto-schedule", { enabled: true })).json()).toEqual({ enabled: true });
    expect((await h.t.app.inject({ url: "/api/calendar/auto-schedule", headers: { cookie } })).json()).toEqual({ enabled: true });
  });

  it("books one bot per upcoming Zoom/Teams/Meet event in the next 24 hours, once", async () => {
    h.calendar.googleEvents = [
      { id: "zoom", summary: "Acme demo", start: { dateTime: inHours(2) }, location: "https://acme.zoom.us/j/123" },
      { id: "meet", summary: "Globex", start: { dateTime: inHours(20) }, hangoutLink: "https://meet.google.com/abc-defg-hij" },
      { id: "other-link", summary: "Webinar", start: { dateTime: inHours(3) }, location: "https://example.com/live" },
      { id: "no-link", summary: "Lunch", start: { dateTime: inHours(4) } },
      { id: "later", summary: "Next week", start: { dateTime: inHours(72) }, hangoutLink: "https://meet.google.com/abc-defg-xyz" },
      { id: "started", summary: "Now", start: { dateTime: inHours(-0.5) }, hangoutLink: "https://meet.google.com/abc-defg-now" },
    ];
    await connectCalendar(h, cookie);
    await post("/api/calendar/auto-schedule", { enabled: true });

    const first = await post("/api/calendar/auto-schedule/trigger");
    expect(first.json()).toEqual({ message: "Checked 2 upcoming video meetings: scheduled 2 new bots" });
    expect((await post("/api/calendar/auto-schedule/trigger")).json()).toEqual({ message: "Checked 2 upcoming video meetings: scheduled 0 new bots" });
    expect(await autoScheduleAll(h.t.database.db, testConfig(h.overrides), h.t.queue, () => undefined)).toBe(0);

    const meetings = (await h.t.app.inject({ url: "/api/meetings", headers: { cookie } })).json();
    expect(meetings.map((m: { calendarEventId: string }) => m.calendarEventId).sort()).toEqual(["meet", "zoom"]);
    expect(meetings[0]).toMatchObject({ status: "scheduled", provider: "attendee" });
    expect(await jobsNamed(h.t, "create-meeting-bot")).toHaveLength(2);
  });

  it("runs for every user who turned it on, skipping one whose calendar fails", async () => {
    h.calendar.googleEvents = [{ id: "e1", summary: "Call", start: { dateTime: inHours(1) }, hangoutLink: "https://meet.google.com/abc-defg-hij" }];
    await connectCalendar(h, cookie);
    await post("/api/calendar/auto-schedule", { enabled: true });
    const other = await signUpUser(h.t.app);
    await connectCalendar(h, other.cookie);
    await h.t.app.inject({ method: "POST", url: "/api/calendar/auto-schedule", headers: { cookie: other.cookie }, payload: { enabled: true } });
    h.calendar.validAccessToken = "nobody-has-this";
    await h.t.database.db.execute(sql`UPDATE calendar_connections SET refresh_token = NULL WHERE user_id = ${other.userId}`);
    // The first user's token is refreshed; the second has nothing to refresh with.
    await h.t.database.db.execute(sql`UPDATE calendar_connections SET expires_at = now() - interval '1 hour'`);

    const failures: string[] = [];
    const booked = await autoScheduleAll(h.t.database.db, testConfig(h.overrides), h.t.queue, (_error, userId) => failures.push(userId));
    expect(booked).toBe(1);
    expect(failures).toEqual([other.userId]);
  });

  it("registers its cron with pg-boss on the embedded database, and the cron fires", async () => {
    const registrar = createBoss(h.t.database);
    await registrar.start();
    await registrar.schedule(autoScheduleJob.name, AUTO_SCHEDULE_CRON);
    expect((await registrar.getSchedules()).map((s) => [s.name, s.cron])).toEqual([[autoScheduleJob.name, "*/30 * * * *"]]);
    // Every minute, to watch the timekeeper deliver a job without waiting for the half hour.
    await registrar.schedule(autoScheduleJob.name, "* * * * *");
    await registrar.stop({ graceful: false, wait: true });
    // Earlier queues in this file checked the cron moments ago; let the next one look at once.
    await h.t.database.db.execute(sql`UPDATE pgboss.version SET cron_on = NULL`);

    const boss = createBoss(h.t.database);
    const fired = new Promise<string>((resolve) => {
      boss.on("error", () => undefined);
      void boss.start().then(() => boss.work(autoScheduleJob.name, { pollingIntervalSeconds: 0.5 }, async ([job]) => resolve(job!.name)));
    });
    try {
      expect(await fired).toBe(autoScheduleJob.name);
    } finally {
      await boss.unschedule(autoScheduleJob.name);
      await boss.stop({ graceful: false, wait: true });
    }
  }, 20_000);
});
