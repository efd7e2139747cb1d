import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import type { StatChanges } from "../../src/shared/dashboard";
import { cardChanges } from "../../src/client/features/dashboard/stat-changes";
import { launchBrowser, loginViaApi, newUser, screenshot, startDemoApp, type RunningApp } from "./harness";

const DEMO = { firstName: "Alex", lastName: "Morgan", email: "demo@rapport.app", password: "rapport-demo" };

let app: RunningApp;
let browser: Browser;

before(async () => {
  app = await startDemoApp();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function pageAs(user: typeof DEMO, signup: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await loginViaApi(context, app.baseUrl, user, signup);
  return context.newPage();
}

describe("dashboard and analytics", () => {
  it("shows the demo account's living dashboard", async () => {
    const page = await pageAs(DEMO, false);
    await page.goto(app.baseUrl);
    await page.getByText("Performance Trend", { exact: true }).waitFor();
    await page.getByText("Total Calls", { exact: true }).waitFor();
    await page.getByText("AI Coaching Insights", { exact: true }).waitFor();
    await page.locator(".recharts-line").first().waitFor();
    // Every card says how it moved since last month, or that there is nothing to compare; never an invented figure.
    const cards = page.getByRole("region", { name: "Call statistics" });
    // The original's fixed texts may show only where the user's own figures happen to say the same.
    const stats = (await page.evaluate(async () => (await fetch("/api/stats")).json())) as { vsLastMonth: StatChanges };
    const ownChanges = new Set(Object.values(cardChanges(stats.vsLastMonth) ?? {}).map((change) => (typeof change === "string" ? change : change.text)));
    for (const invented of ["+12%", "+3.2%", "-2.1%", "+0.8"]) {
      if (!ownChanges.has(invented)) assert.equal(await cards.getByText(invented, { exact: true }).count(), 0, invented);
    }
    assert.equal(await cards.getByText(/vs last month|no data last month/).count(), 4);

    // Each recent call shows its own score: the same as the analysis list says, or Pending.
    const list = page.getByRole("list", { name: "Recent transcripts" });
    await list.getByRole("listitem").first().waitFor();
    const own = await page.evaluate(async () => {
      const [calls, scored] = await Promise.all(["/api/transcripts", "/api/analyses"].map(async (url) => (await fetch(url)).json()));
      const score = new Map((scored as { transcriptId: string; aiScore: number }[]).map((a) => [a.transcriptId, a.aiScore.toFixed(1)]));
      return (calls as { id: string }[]).slice(0, 5).map((call) => score.get(call.id) ?? "Pending");
    });
    const shown = await list.getByRole("listitem").evaluateAll((items) => items.map((item) => item.querySelector("a > span:last-child")?.textContent));
    assert.deepEqual(shown, own);
    await screenshot(page, "dashboard-demo");

    // A week's points carry their weekday and day ("Sat 21"); the range selector asks for that range and
    // a 30-day chart is labelled by date ("Nov 21").
    // SVG text has no innerText: read textContent.
    const ticks = () => page.locator(".recharts-xAxis-tick-labels text").evaluateAll((texts) => texts.map((t) => t.textContent ?? ""));
    const weekdays = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}$/;
    const dates = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}$/;
    assert.ok((await ticks()).every((tick) => weekdays.test(tick)), `week ticks: ${(await ticks()).join(", ")}`);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/performance?range=30")),
      page.getByRole("combobox", { name: "Performance range" }).selectOption("30"),
    ]);
    assert.ok(request);
    await page.locator(".recharts-xAxis-tick-labels text").filter({ hasText: dates }).first().waitFor();
    assert.ok((await ticks()).every((tick) => dates.test(tick)), `30-day ticks: ${(await ticks()).join(", ")}`);
    await screenshot(page, "dashboard-demo-30-days");
    await page.context().close();
  });

  it("renders every analytics tab with the demo data", async () => {
    const page = await pageAs(DEMO, false);
    await page.goto(`${app.baseUrl}/analytics`);
    await page.getByRole("heading", { name: "Sales Analytics" }).waitFor();
    const tabs: [string, string][] = [
      ["Performance Trends", ".recharts-line"],
      ["Skills Analysis", ".recharts-radar"],
      ["MEDDIC Scorecard", "text=Economic"],
      ["Call Outcomes", ".recharts-pie"],
    ];
    for (const [tab, drawn] of tabs) {
      await page.getByRole("tab", { name: tab }).click();
      await page.locator(drawn).first().waitFor();
      await screenshot(page, `analytics-${tab.toLowerCase().replace(/[^a-z]+/g, "-")}`);
    }
    await page.context().close();
  });

  it("shows the empty states to a new account", async () => {
    const page = await pageAs({ ...newUser() }, true);
    await page.goto(app.baseUrl);
    await page.getByText("No transcripts yet").waitFor();
    await page.getByText("no data last month").first().waitFor();
    assert.equal(await page.getByText("no data last month").count(), 4);
    assert.equal(await page.getByText(/vs last month/).count(), 0);
    await screenshot(page, "dashboard-empty");
    await page.goto(`${app.baseUrl}/analytics`);
    await page.getByText("No Analytics Data Available").waitFor();
    await screenshot(page, "analytics-empty");
    await page.context().close();
  });
});
