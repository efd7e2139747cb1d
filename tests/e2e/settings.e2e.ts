import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, loginViaApi, newUser, screenshot, startApp, type RunningApp } from "./harness";

let app: RunningApp;
let browser: Browser;
let page: Page;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await loginViaApi(context, app.baseUrl, newUser());
  page = await context.newPage();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

const toast = (text: string) => page.getByText(text, { exact: true }).waitFor();

describe("settings", () => {
  it("shows the plans first, and says upgrading is not configured without Stripe", async () => {
    await page.goto(`${app.baseUrl}/settings`);
    await page.getByRole("tab", { name: "Plans", selected: true }).waitFor();
    await page.getByRole("button", { name: "Current Plan" }).waitFor();
    await screenshot(page, "settings-plans");
    await page.getByRole("button", { name: "Upgrade" }).first().click();
    await toast("Upgrade failed");
    // Plain words for the user; the setting's name is for the server's administrator (log, admin hint).
    await page.getByText("Billing isn't set up on this Rapport server yet").first().waitFor();
    assert.equal(await page.getByText(/STRIPE_/).count(), 0);
  });

  it("shows this month's usage", async () => {
    await page.getByRole("tab", { name: "Usage" }).click();
    await page.getByText("0 of 3 recordings used this month (Free plan)").waitFor();
    await screenshot(page, "settings-usage");
  });

  it("saves the profile and the bot settings with their toasts", async () => {
    await page.getByRole("tab", { name: "Account" }).click();
    await page.getByLabel("Company").fill("Acme Robotics");
    await page.getByLabel("Job title").fill("Account Executive");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await toast("Profile updated");

    await page.getByLabel("Bot name").fill("Acme Notetaker");
    await page.getByRole("button", { name: "Save Bot Settings" }).click();
    await toast("Bot settings updated");
    await screenshot(page, "settings-account");

    await page.reload();
    await page.getByRole("tab", { name: "Account" }).click();
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="company"]')?.value ?? "") === "Acme Robotics");
  });

  it("shows the integrations and saves notification preferences locally", async () => {
    await page.getByRole("tab", { name: "Integrations" }).click();
    await page.getByText(/CRM sync is not available yet/i).first().waitFor();
    await screenshot(page, "settings-integrations");

    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await toast("Settings saved");
    await screenshot(page, "settings-notifications");
  });
});

describe("settings › integrations: what this server is set up with", () => {
  const secrets = { GOOGLE_CLIENT_ID: "e2e-google-client-id", GOOGLE_CLIENT_SECRET: "e2e-google-secret-value", BOT_PROVIDER: "recall", RECALL_API_KEY: "e2e-recall-key-value" };
  let configured: RunningApp;
  before(async () => {
    configured = await startApp(secrets);
  });
  after(async () => {
    await configured?.stop();
  });

  for (const [label, width, height] of [
    ["desktop", 1280, 900],
    ["phone", 390, 844],
  ] as const) {
    it(`lists each integration in plain words, with the settings for the administrator, ${label}`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      await loginViaApi(context, configured.baseUrl, newUser());
      const view = await context.newPage();
      await view.goto(`${configured.baseUrl}/settings`);
      await view.getByRole("tab", { name: "Integrations" }).click();
      const list = view.getByRole("list", { name: "Server integrations" });
      await list.waitFor();
      const row = (name: string) => list.getByRole("listitem").filter({ has: view.getByText(name, { exact: true }) });
      for (const name of ["Google sign-in", "Google Calendar", "Meeting bot"]) await row(name).getByText("Set up", { exact: true }).waitFor();
      await row("Meeting bot").getByText("A meeting bot from Recall.ai joins and records scheduled calls.").waitFor();
      for (const name of ["Microsoft sign-in", "Outlook calendar", "Billing (Stripe)", "AI model", "Recording storage", "E-mail"]) {
        await row(name).getByText("Not set up", { exact: true }).waitFor();
      }
      await row("Microsoft sign-in").getByText("Microsoft sign-in isn't set up on this Rapport server yet").waitFor();
      await row("Microsoft sign-in").getByText("For your administrator:").waitFor();
      await row("Microsoft sign-in").getByText(/Set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET/).waitFor();
      await row("Billing (Stripe)").getByText(/Set STRIPE_SECRET_KEY, STRIPE_PRICE_START, STRIPE_PRICE_PRO and STRIPE_WEBHOOK_SECRET/).waitFor();
      assert.equal(await row("Google sign-in").getByText("For your administrator:").count(), 0);
      const text = await view.locator("body").innerText();
      for (const [name, value] of Object.entries(secrets)) if (name !== "BOT_PROVIDER") assert.ok(!text.includes(value), `${name}'s value is not shown`);
      const { scroll, client } = await view.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      assert.ok(scroll <= client, `the page is ${scroll} px wide on a ${client} px screen`);
      await list.scrollIntoViewIfNeeded();
      await screenshot(view, `settings-server-integrations-${label}`);
      await context.close();
    });
  }
});
