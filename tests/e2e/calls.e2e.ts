import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, loginViaApi, newUser, screenshot, startApp, type RunningApp } from "./harness";

let app: RunningApp;
let browser: Browser;
let page: Page;

const DISCOVERY = [
  "[00:00:02] Riley Morgan: Thanks for joining, Priya. What made you take this call today?",
  "[00:00:09] Priya Shah: Our managers review maybe two calls a week, and our win rate fell to 18 percent this year.",
  "[00:00:21] Riley Morgan: That is a real cost. Who else is feeling it, and who owns the budget for a fix?",
  "[00:00:30] Priya Shah: Our VP of Sales, Tom, owns the budget and signs anything over fifty thousand dollars.",
  "[00:00:44] Riley Morgan: I'll send you the pricing and a security overview by Friday, and set up a demo with Tom.",
  "[00:00:51] Priya Shah: My worry is the price. It is more than we budgeted for this year.",
  "[00:00:58] Riley Morgan: Fair concern. Most teams recover the cost within one quarter through faster ramp, and we can start with a smaller pilot.",
  "[00:01:09] Priya Shah: Great. If the pilot works I will push for it internally.",
].join("\n");

const PASTED = [
  "Riley Morgan: Hi Alex, quick follow-up on the proposal we sent last week.",
  "Alex Kim: We looked at it. Honestly the price is higher than we expected for a team our size.",
  "Riley Morgan: Understood. Most teams recover the cost in one quarter through faster ramp.",
  "Alex Kim: Send me the case study and I will share it with our CFO.",
].join("\n");

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await loginViaApi(context, app.baseUrl, { ...newUser(), firstName: "Riley", lastName: "Morgan" });
  page = await context.newPage();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

/** Drops a file on the drop zone the way a browser does: a real DataTransfer on drag and drop events. */
async function dropFile(target: Page, name: string, content: string): Promise<void> {
  const zone = target.getByRole("group", { name: "Transcript file drop zone" });
  const transfer = await target.evaluateHandle(
    ([fileName, text]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], fileName, { type: "text/plain" }));
      return dt;
    },
    [name, content] as const,
  );
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  assert.equal(await zone.getAttribute("data-dragging"), "true", "the drop zone is highlighted while a file is over it");
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

describe("calls in", () => {
  it("uploads a dropped file and a pasted transcript", async () => {
    await page.goto(`${app.baseUrl}/upload`);
    await page.getByRole("heading", { name: "Upload Transcript" }).waitFor();
    await dropFile(page, "Acme discovery.txt", DISCOVERY);
    await page.getByText("Transcript uploaded successfully and analysis started", { exact: true }).waitFor();
    await screenshot(page, "upload");

    await page.getByLabel("Transcript name (optional)").fill("Pricing follow-up");
    await page.getByLabel("Transcript content").fill(PASTED);
    await page.getByRole("button", { name: "Analyze Transcript" }).click();
    // The first upload's toast may still be up, so wait for the form itself: cleared on success.
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>("textarea")?.value === "");
    await page.getByText("Transcript uploaded successfully and analysis started", { exact: true }).waitFor();
    assert.equal(await page.getByLabel("Transcript name (optional)").inputValue(), "", "fields are cleared on success");
  });

  it("lists both calls on /transcripts", async () => {
    await page.goto(`${app.baseUrl}/transcripts`);
    await page.getByRole("article", { name: "Acme discovery" }).waitFor();
    await page.getByRole("article", { name: "Pricing follow-up" }).waitFor();
    await screenshot(page, "transcripts");
  });

  it("shows both reaching Analysis Complete on /recordings, filters, searches and downloads", async () => {
    await page.goto(`${app.baseUrl}/recordings`);
    await page.getByRole("heading", { name: "Meeting Recordings" }).waitFor();
    // Polling every 3 s brings the analyses in without a reload.
    await page.getByRole("button", { name: "Analyzed (2)" }).waitFor({ timeout: 30_000 });
    await page.getByText("Analysis Complete").first().waitFor();
    await screenshot(page, "recordings");

    await page.getByRole("button", { name: "Pending (0)" }).click();
    await page.getByText("No recordings found").waitFor();
    await page.getByRole("button", { name: "All (2)" }).click();

    // The search runs on the server once typing settles (names and what was said, issue 16).
    await page.getByRole("searchbox", { name: "Search recordings" }).fill("ACME");
    await page.getByRole("article", { name: "Pricing follow-up" }).waitFor({ state: "detached" });
    await page.getByRole("article", { name: "Acme discovery" }).waitFor();

    const row = page.getByRole("article", { name: "Acme discovery" });
    // A short reference, never the internal id; the preview is what was said.
    assert.doesNotMatch(await row.innerText(), /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
    assert.match(await row.innerText(), /Ref: [0-9A-F]{8}/);
    assert.match(await row.innerText(), /Riley Morgan: Thanks for joining, Priya\./);
    const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: "Download Transcript" }).click()]);
    const text = fs.readFileSync((await download.path())!, "utf8");
    assert.match(text, /\[00:09\] Priya Shah: Our managers review maybe two calls a week/);
    assert.match(text, /\[00:02\] Riley Morgan: Thanks for joining, Priya\./);

    await page.getByRole("searchbox", { name: "Search recordings" }).fill("zzz");
    await page.getByText("No recordings match “zzz”").waitFor();
    await screenshot(page, "recordings-no-match");
    await page.getByRole("button", { name: "Clear search" }).click();
    await row.getByRole("link", { name: "View Analysis" }).click();
    await page.waitForURL(/\/analysis\//);
  });

  it("opens the analysis, walks the four tabs, follows an objection to its moment and changes the rep", async () => {
    await page.getByRole("heading", { level: 1, name: "Acme discovery" }).waitFor();
    await page.getByText("Analysed by the local engine").waitFor();
    const scoreBefore = await page.getByRole("group", { name: "AI Score" }).innerText();
    await screenshot(page, "analysis-insights");

    for (const tab of ["Analysis", "Summary", "Transcript", "Insights"]) {
      await page.getByRole("tab", { name: tab }).click();
      await page.waitForFunction((name) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes(name), tab);
      await screenshot(page, `analysis-${tab.toLowerCase()}`);
    }

    await page.getByRole("tab", { name: "Summary" }).click();
    await page.getByRole("list", { name: "Objections" }).getByRole("button", { name: "Go to 00:51 in the transcript" }).click();
    const moment = page.locator('[aria-current="true"][id^="utt-"]');
    await moment.waitFor();
    assert.match(await moment.innerText(), /My worry is the price/);
    await screenshot(page, "analysis-objection-moment");

    await page.getByRole("tab", { name: "Transcript" }).click();
    await page.locator('[id^="utt-"]').first().waitFor();
    await page.getByRole("group", { name: "Who is on our side?" }).getByLabel("Priya Shah").check();
    await page.getByText("Updating the analysis…").waitFor();
    await page.getByText("Updating the analysis…").waitFor({ state: "detached", timeout: 30_000 });
    // The new analysis arrives with the next poll after the banner goes; on a loaded machine that can be later.
    const scoreGroup = page.getByRole("group", { name: "AI Score" });
    const deadline = Date.now() + 30_000;
    let scoreAfter = await scoreGroup.innerText();
    while (scoreAfter === scoreBefore && Date.now() < deadline) {
      await page.waitForTimeout(250);
      scoreAfter = await scoreGroup.innerText();
    }
    assert.notEqual(scoreAfter, scoreBefore, "the scores follow the new rep");
    await screenshot(page, "analysis-rep-changed");
  });

  it("refuses text without words, links the upload toast to the call, and disables the form at the plan limit", async () => {
    await page.goto(`${app.baseUrl}/upload`);
    await page.getByLabel("Transcript content").fill("....");
    await page.getByRole("button", { name: "Analyze Transcript" }).click();
    await page.getByText("Please enter transcript content", { exact: true }).waitFor();
    // The server says the same, before the text uses any of the plan.
    const refused = await page.evaluate(async () => {
      const form = new FormData();
      form.set("content", "....");
      const response = await fetch("/api/transcripts", { method: "POST", body: form });
      return { status: response.status, body: (await response.json()) as { message: string } };
    });
    assert.deepEqual(refused, { status: 400, body: { code: "BAD_REQUEST", message: "Please enter transcript content" } });

    // The free plan's third call: the toast links to it.
    await page.getByLabel("Transcript name (optional)").fill("Third call");
    await page.getByLabel("Transcript content").fill(PASTED);
    await page.getByRole("button", { name: "Analyze Transcript" }).click();
    const viewCall = page.getByRole("link", { name: "View Call" });
    await viewCall.waitFor();
    await screenshot(page, "upload-toast-link");
    await viewCall.click();
    await page.waitForURL(/\/analysis\/[^/]+$/);
    await page.getByRole("heading", { level: 1, name: "Third call" }).waitFor();

    // Now at the limit, the form says so and cannot be used.
    await page.goto(`${app.baseUrl}/upload`);
    await page.getByText(/Recording limit reached\. You cannot record new meetings/).first().waitFor();
    assert.equal(await page.getByLabel("Transcript content").isDisabled(), true);
    assert.equal(await page.getByRole("button", { name: "Choose File" }).isDisabled(), true);
    await screenshot(page, "upload-at-limit");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "upload-at-limit-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
