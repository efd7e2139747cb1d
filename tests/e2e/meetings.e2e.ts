import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { startFakeCalendar, type FakeCalendar } from "../fakes/calendar";
import { KEYS, startFakeBots, type FakeBots } from "../fakes/bots";
import { launchBrowser, loginViaApi, newUser, screenshot, startApp, type RunningApp } from "./harness";

const CLIENT = { clientId: "e2e-google-client", clientSecret: "e2e-google-secret" };
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

let calendar: FakeCalendar;
let bots: FakeBots;
let app: RunningApp;
let browser: Browser;
let page: Page;

before(async () => {
  calendar = await startFakeCalendar(CLIENT);
  calendar.googleEvents = [
    {
      id: "evt-acme",
      summary: "Acme discovery",
      start: { dateTime: inHours(3) },
      hangoutLink: "https://meet.google.com/abc-defg-hij",
      attendees: [{ email: "sam@acme.com" }, { email: "lee@acme.com" }],
    },
    { id: "evt-lunch", summary: "Team lunch", start: { dateTime: inHours(5) } },
  ];
  bots = await startFakeBots();
  app = await startApp({
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_OAUTH_BASE_URL: calendar.url,
    GOOGLE_CALENDAR_BASE_URL: calendar.url,
    BOT_PROVIDER: "meetingbaas",
    MEETINGBAAS_API_KEY: KEYS.meetingbaas,
    MEETINGBAAS_BASE_URL: `${bots.url}/mb`,
  });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await loginViaApi(context, app.baseUrl, newUser());
  // The fake stands in for Google's consent page: it sends the browser back with a code at once.
  await context.route(`${calendar.url}/o/oauth2/v2/auth**`, async (route) => {
    const authUrl = route.request().url();
    const { code, params } = calendar.consent(authUrl);
    const back = new URL(params.get("redirect_uri")!);
    back.searchParams.set("code", code);
    back.searchParams.set("state", params.get("state")!);
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  page = await context.newPage();
});
after(async () => {
  await browser?.close();
  await app?.stop();
  await bots?.close();
  await calendar?.close();
});

describe("calendar and meeting bot", () => {
  it("asks for a calendar before showing meetings, with the empty state rather than an error", async () => {
    await page.goto(`${app.baseUrl}/meetings`);
    await page.getByRole("heading", { name: "Upcoming Meetings" }).waitFor();
    await page.getByRole("heading", { name: "No Calendar Events Found" }).waitFor();
    assert.equal(await page.getByText("Error Loading Calendar").count(), 0);
    assert.equal(await page.getByText(/409/).count(), 0);
    await screenshot(page, "meetings-not-connected");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "meetings-not-connected-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: "Connect Calendar" }).click();
    await page.waitForURL(/\/settings\/calendar$/);
  });

  it("connects Google Calendar through the consent round trip", async () => {
    await page.goto(`${app.baseUrl}/settings/calendar`);
    await page.getByRole("button", { name: "Connect Google Calendar" }).click();
    await page.waitForURL(/\/settings\/calendar/);
    await page.getByRole("button", { name: "Sync Now" }).waitFor();
    // One provider at a time: Microsoft's button now says Google is connected, and is disabled.
    const microsoft = page.getByRole("region", { name: "Microsoft Outlook" }).getByRole("button", { name: "Google Connected" });
    await microsoft.waitFor();
    assert.equal(await microsoft.isDisabled(), true);
    await page.getByRole("button", { name: "Sync Now" }).click();
    await page.getByText("Calendar synced", { exact: true }).waitFor();
    await page.getByText("Found 1 meetings from 2 total events.", { exact: true }).waitFor();
    await screenshot(page, "calendar-settings-connected");
  });

  it("lists the calendar's events and schedules a bot from one", async () => {
    await page.goto(`${app.baseUrl}/meetings`);
    await page.getByText("Found 2 calendar events").waitFor();
    const acme = page.getByRole("article", { name: "Acme discovery" });
    await acme.getByText("Video").waitFor();
    await page.getByRole("article", { name: "Team lunch" }).getByRole("button", { name: "No link" }).waitFor();
    await acme.getByRole("button", { name: "Schedule" }).click();
    await page.getByText("AI bot successfully scheduled for Acme discovery").waitFor();
    await acme.getByRole("button", { name: "Scheduled" }).waitFor();
    await screenshot(page, "meetings-scheduled");
  });

  it("schedules a bot from the form", async () => {
    await page.goto(`${app.baseUrl}/meetings/schedule`);
    await page.getByRole("heading", { name: "Schedule AI Meeting Bot" }).waitFor();
    await page.getByRole("button", { name: "Schedule Bot" }).click();
    await page.getByText("Missing information", { exact: true }).waitFor();
    await page.getByLabel("Meeting Name").fill("Pricing review");
    await page.getByLabel("Meeting URL").fill("https://zoom.us/j/123456789");
    const soon = new Date(Date.now() + 2 * 3_600_000);
    const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByLabel("Scheduled Time").fill(local);
    await page.getByRole("button", { name: "Schedule Bot" }).click();
    await page.getByText("Bot scheduled successfully", { exact: true }).waitFor();
    await page.waitForURL(/\/meetings$/);
    await page.getByRole("region", { name: "Scheduled Bots" }).getByText("Pricing review").waitFor();
    await screenshot(page, "meetings-bots");
    assert.ok(calendar.tokenRequests.length > 0, "the app exchanged the code at the (fake) token endpoint");
  });
});
