import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, loginViaApi, newUser, screenshot, startApp, type RunningApp } from "./harness";

// Issue 16: the Recordings search reads what was said; a hit opens the call at that moment.
const CALL = [
  "[00:00:02] Riley Morgan: Thanks for joining, Priya. What made you take this call today?",
  "[00:00:09] Priya Shah: Our managers review maybe two calls a week, and our win rate fell to 18 percent this year.",
  "[00:00:21] Riley Morgan: That is a real cost. Who owns the budget for a fix?",
  "[00:00:30] Priya Shah: Our VP of Sales, Tom, owns the budget.",
  ...Array.from({ length: 40 }, (_, i) => `[00:0${1 + Math.floor(i / 20)}:${String((i * 3) % 60).padStart(2, "0")}] Riley Morgan: Filler line ${i} about onboarding plans.`),
  "[00:03:10] Priya Shah: The procurement review needs a signed security questionnaire before anything else.",
  "[00:03:20] Riley Morgan: I will send it over today.",
].join("\n");

let app: RunningApp;
let browser: Browser;
const user = { ...newUser(), firstName: "Riley", lastName: "Morgan" };

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  // The calls arrive through the API like any upload; the analysis runs in the app's own worker.
  const signup = await fetch(`${app.baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(user),
  });
  const cookie = /rapport_session=[^;]+/.exec(signup.headers.get("set-cookie") ?? "")![0];
  for (const [name, content] of [
    ["Harmon discovery", CALL],
    ["Other call", "Riley Morgan: Hello there.\nAlex Kim: Nothing about that topic here."],
  ]) {
    const form = new FormData();
    form.set("name", name!);
    form.set("content", content!);
    const response = await fetch(`${app.baseUrl}/api/transcripts`, { method: "POST", headers: { cookie }, body: form });
    assert.equal(response.status, 201, await response.text());
  }
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function pageAt(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  await loginViaApi(context, app.baseUrl, user, false);
  return context.newPage();
}

describe("search inside what was said", () => {
  for (const [label, width, height] of [
    ["desktop", 1280, 900],
    ["phone", 390, 844],
  ] as const) {
    it(`finds the words, shows where they were said and opens the call there (${label})`, async () => {
      const page = await pageAt(width, height);
      await page.goto(`${app.baseUrl}/recordings`);
      await page.getByRole("button", { name: "Analyzed (2)" }).waitFor({ timeout: 30_000 });

      await page.getByRole("searchbox", { name: "Search recordings" }).fill("security questionnaire");
      const hit = page.getByRole("article", { name: "Harmon discovery" });
      await hit.locator("mark").first().waitFor();
      assert.equal(await page.getByRole("article", { name: "Other call" }).count(), 0);
      assert.deepEqual(await hit.locator("mark").allInnerTexts(), ["security", "questionnaire"]);
      const open = hit.getByRole("link", { name: "Open at 3:10" });
      await open.waitFor();
      await screenshot(page, `search-hit-${label}`);

      await open.click();
      await page.waitForURL(/\/analysis\/[^?]+\?utterance=\d+$/);
      const moment = page.locator('[aria-current="true"][id^="utt-"]');
      await moment.waitFor();
      assert.match(await moment.innerText(), /03:10[\s\S]*signed security questionnaire/);
      assert.equal(
        await page.getByRole("tab", { name: "Transcript" }).getAttribute("aria-selected"),
        "true",
        "the call opens on its Transcript tab",
      );
      // Scrolled to: the moment is on screen, not 40 lines below the fold.
      await page.waitForFunction(() => {
        const box = document.querySelector('[aria-current="true"][id^="utt-"]')?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(sideways <= 0, `no sideways scroll at ${width} px`);
      await screenshot(page, `search-moment-${label}`);
      await page.context().close();
    });
  }
});
