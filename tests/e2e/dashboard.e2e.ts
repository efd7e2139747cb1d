import { after, before, describe, it } from "node:test";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, loginViaApi, newUser, screenshot, startApp, type RunningApp } from "./harness";

const run = promisify(execFile);
const DEMO = { firstName: "Alex", lastName: "Morgan", email: "demo@rapport.app", password: "rapport-demo" };

let app: RunningApp;
let browser: Browser;

before(async () => {
  // The demo workspace is seeded by the real script, on the same fresh data folder, before the app starts.
  app = await startApp({}, async (dataDir) => {
    await run(process.execPath, ["--import", "tsx", "scripts/seed-demo.ts"], { env: { ...process.env, DATA_DIR: dataDir } });
  });
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
    await page.getByText("+12%", { exact: true }).waitFor();
    await page.getByText("AI Coaching Insights", { exact: true }).waitFor();
    await page.locator(".recharts-line").first().waitFor();
    await page.getByText("8.5").first().waitFor();
    await screenshot(page, "dashboard-demo");
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
    await screenshot(page, "dashboard-empty");
    await page.goto(`${app.baseUrl}/analytics`);
    await page.getByText("No Analytics Data Available").waitFor();
    await screenshot(page, "analytics-empty");
    await page.context().close();
  });
});
