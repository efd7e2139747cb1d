import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, loginViaApi, screenshot, startDemoApp, type RunningApp } from "./harness";

const DEMO = { firstName: "Alex", lastName: "Morgan", email: "demo@rapport.app", password: "rapport-demo" };
const PAGES = ["/", "/upload", "/transcripts", "/meetings", "/meetings/schedule", "/recordings", "/analytics", "/settings", "/settings/calendar"];

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

async function demoPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  await loginViaApi(context, app.baseUrl, DEMO, false);
  return context.newPage();
}

/** The page's own width against the viewport's: a phone must never scroll sideways. */
const pageWidth = (page: Page) =>
  page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));

const firstCallPath = async (page: Page) =>
  `/analysis/${await page.evaluate(async () => ((await (await fetch("/api/transcripts")).json()) as { id: string }[])[0]!.id)}`;

describe("screens on a phone", () => {
  // 390 px is checked on every view of the accessibility file's phone pass, tabs included.
  for (const width of [360]) {
    it(`keeps every signed-in page within a ${width} px screen`, async () => {
      const page = await demoPage(width, 800);
      await page.goto(app.baseUrl);
      for (const path of [...PAGES, await firstCallPath(page)]) {
        await page.goto(`${app.baseUrl}${path}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await page.waitForLoadState("networkidle");
        const { page: wide, viewport } = await pageWidth(page);
        assert.ok(wide <= viewport, `${path} is ${wide} px wide on a ${viewport} px screen`);
        const name = path === "/" ? "dashboard" : path.slice(1).replace(/\/[0-9a-f-]{36}$/, "").replace(/\//g, "-");
        await screenshot(page, `phone-${width}-${name}`);
      }
      await page.context().close();
    });
  }

  it("opens the sidebar as a drawer from the top bar's menu button, and closes it on navigation", async () => {
    const page = await demoPage(390, 844);
    await page.goto(app.baseUrl);
    const menu = page.getByRole("button", { name: "Open menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await menu.waitFor();
    assert.equal(await nav.isVisible(), false, "the sidebar is hidden until the menu opens");
    await menu.click();
    await nav.waitFor();
    assert.equal(await menu.getAttribute("aria-expanded"), "true");
    await screenshot(page, "phone-drawer-open");
    await nav.getByRole("link", { name: "Recordings" }).click();
    await page.getByRole("heading", { name: "Meeting Recordings" }).waitFor();
    await nav.waitFor({ state: "hidden" });
    await menu.click();
    await nav.waitFor();
    await page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    await page.context().close();
  });

  it("keeps the sidebar on a desktop, without the menu button, marking the screen's own link", async () => {
    const page = await demoPage(1280, 900);
    await page.goto(app.baseUrl);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Open menu" }).isVisible(), false);

    // Small things (issue 15, point 7): signed in, /login and /signup lead home, not to the 404 screen;
    // the link a screen belongs to is marked; the bell that opened nothing is gone.
    for (const path of ["/login", "/signup"]) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.waitForURL(`${app.baseUrl}/`);
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    }
    assert.equal(await page.getByRole("img", { name: "Notifications" }).count(), 0);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [path, link] of [["/upload", "Dashboard"], ["/transcripts", "Recordings"], [await firstCallPath(page), "Recordings"]] as const) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      assert.equal(await nav.getByRole("link", { name: link }).getAttribute("aria-current"), "page", `${path} marks ${link}`);
    }
    await screenshot(page, "desktop-analysis");
    await page.context().close();
  });
});
