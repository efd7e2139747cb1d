import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, loginViaApi, newUser, screenshot, startDemoApp, type RunningApp, type TestUser } from "./harness";

// The demo workspace (npm run seed:demo): Alex manages Ledgerly West, four reps with their calls (issue 17).
const DEMO = { firstName: "Alex", lastName: "Morgan", email: "demo@rapport.app", password: "rapport-demo" };
const JORDAN = { firstName: "Jordan", lastName: "Lee", email: "jordan@demo.rapport.app", password: "rapport-demo" };
const REPS = ["Jordan Lee", "Priya Shah", "Sam Okafor", "Maria Costa"];
const DESKTOP = { width: 1400, height: 1000 };
const PHONE = { width: 390, height: 844 };

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

async function pageAs(user: TestUser, signup: boolean, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await loginViaApi(context, app.baseUrl, user, signup);
  return context.newPage();
}

/** Nothing on the page is wider than the screen (the phone layout's rule). */
async function assertFitsWidth(page: Page, width: number, what: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${what}: ${scrollWidth}px wide on a ${width}px screen`);
}

describe("team tools", () => {
  it("invite → accept → comment at a moment → the call's owner sees it", async () => {
    // The manager invites a new rep on the Team page and gets the link to copy.
    const manager = await pageAs(DEMO, false);
    await manager.goto(`${app.baseUrl}/team`);
    await manager.getByRole("heading", { name: "Ledgerly West" }).waitFor();
    const invitee = newUser();
    await manager.getByLabel("E-mail address").fill(invitee.email);
    await manager.getByRole("button", { name: "Create invitation" }).click();
    const link = manager.getByLabel(/Invitation link for/);
    await link.waitFor();
    const inviteUrl = await link.inputValue();
    assert.match(inviteUrl, /\/join\/[A-Za-z0-9_-]{43}$/);
    await manager.getByRole("list", { name: "Open invitations" }).getByText(invitee.email).waitFor();
    await screenshot(manager, "team-invite");

    // The invitee signs up and opens the link on a phone.
    const rep = await pageAs(invitee, true, PHONE);
    await rep.goto(inviteUrl);
    await rep.getByRole("heading", { name: "Join Ledgerly West" }).waitFor();
    await rep.getByRole("button", { name: "Join Ledgerly West" }).click();
    await rep.waitForURL(`${app.baseUrl}/team`);
    await rep.getByRole("list", { name: "Team members" }).getByText(`${invitee.firstName} ${invitee.lastName}`).waitFor();
    await assertFitsWidth(rep, PHONE.width, "team page");
    await screenshot(rep, "team-joined-phone");
    // The link was single-use.
    await rep.goto(inviteUrl);
    await rep.getByText("This invitation can't be used").waitFor();

    // The new rep opens a teammate's call from the library of Jordan's calls and comments at 1:05.
    const callId = await rep.evaluate(async () => {
      const team = (await (await fetch("/api/teams/current")).json()) as { team: { id: string; members: { userId: string; email: string }[] } };
      const jordan = team.team.members.find((m) => m.email === "jordan@demo.rapport.app");
      const calls = (await (await fetch(`/api/teams/${team.team.id}/members/${jordan?.userId}/calls`)).json()) as { calls: { id: string }[] };
      return calls.calls[0]?.id ?? "";
    });
    assert.ok(callId);
    await rep.goto(`${app.baseUrl}/analysis/${callId}`);
    await rep.getByRole("heading", { name: "Comments" }).waitFor();
    await rep.getByText("Jordan Lee's call.", { exact: false }).waitFor();
    const body = `Love how you asked about the budget here (${Date.now()})`;
    await rep.getByLabel("Add a comment").fill(body);
    await rep.getByLabel("At (mm:ss, optional)").fill("1:05");
    await rep.getByRole("button", { name: "Post comment" }).click();
    const posted = rep.getByRole("list", { name: "Comments" }).getByRole("listitem").filter({ hasText: body });
    await posted.waitFor();
    await posted.getByText("1:05", { exact: true }).waitFor();
    await assertFitsWidth(rep, PHONE.width, "call screen with comments");
    await screenshot(rep, "team-comment-phone");

    // Jordan, the call's owner, finds it in the notifications list and on the call.
    const owner = await pageAs(JORDAN, false);
    await owner.goto(`${app.baseUrl}/team`);
    const notice = owner.getByRole("list", { name: "Notifications" }).getByRole("link", { name: new RegExp(`at 1:05: ${body.replace(/[()]/g, "\\$&")}`) });
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? "", new RegExp(`^${invitee.firstName} ${invitee.lastName} commented on`));
    await owner.getByText(/\d+ new/).waitFor();
    await notice.click();
    await owner.waitForURL(`${app.baseUrl}/analysis/${callId}`);
    const seen = owner.getByRole("list", { name: "Comments" }).getByRole("listitem").filter({ hasText: body });
    await seen.getByText(`${invitee.firstName} ${invitee.lastName}`).waitFor();
    await seen.getByText("1:05", { exact: true }).waitFor();
    await screenshot(owner, "team-comment-owner");
    for (const page of [manager, rep, owner]) await page.context().close();
  });

  for (const [label, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
    it(`shows the manager dashboard on the demo team (${label})`, async () => {
      const page = await pageAs(DEMO, false, viewport);
      await page.goto(`${app.baseUrl}/team`);
      const reps = page.getByRole("list", { name: "Reps" });
      await reps.waitFor();
      for (const name of REPS) await reps.getByRole("button", { name }).waitFor();
      // Every rep has calls in the demo this month, with an average AI score; the month before is shown beside it.
      const figures = await page.evaluate(async () => {
        const { team } = (await (await fetch("/api/teams/current")).json()) as { team: { id: string } };
        return (await (await fetch(`/api/teams/${team.id}/stats`)).json()) as { reps: { name: string; thisMonth: { calls: number; avgAiScore: number | null } }[] };
      });
      for (const name of REPS) {
        const rep = figures.reps.find((r) => r.name === name);
        assert.ok(rep && rep.thisMonth.calls > 0 && rep.thisMonth.avgAiScore !== null, `${name} has calls this month`);
        const row = reps.getByRole("listitem").filter({ hasText: name });
        await row.getByText(rep.thisMonth.avgAiScore!.toFixed(1), { exact: true }).first().waitFor();
        await row.getByText(/^last month /).first().waitFor();
        await row.getByRole("definition").first().waitFor();
      }
      await reps.getByRole("button", { name: "Priya Shah" }).click();
      const calls = page.getByRole("list", { name: "Priya Shah's calls" });
      await calls.getByRole("link").first().waitFor();
      await assertFitsWidth(page, viewport.width, "manager dashboard");
      await screenshot(page, `team-dashboard-${label}`);
      await calls.getByRole("link").first().click();
      await page.waitForURL(/\/analysis\//);
      // The phone run finds the call already chosen by the desktop run.
      await page.getByRole("button", { name: /Worth learning from|In the team library/ }).waitFor();
      const add = page.getByRole("button", { name: "Worth learning from" });
      if ((await add.count()) > 0) await add.click();
      await page.getByRole("button", { name: "In the team library" }).waitFor();
      await page.goto(`${app.baseUrl}/team`);
      await page.getByRole("list", { name: "Team library" }).getByRole("link").first().waitFor();
      // Team-wide trends on Analytics, for the manager.
      await page.goto(`${app.baseUrl}/analytics`);
      await page.getByText("Ledgerly West: team trend").waitFor();
      await page.getByRole("img", { name: /^Team trend: / }).locator(".recharts-line").first().waitFor();
      await assertFitsWidth(page, viewport.width, "analytics with the team trend");
      await screenshot(page, `team-trends-${label}`);
      await page.context().close();
    });
  }

  it("Free users see which plan teams come with", async () => {
    const page = await pageAs(newUser(), true, PHONE);
    await page.goto(`${app.baseUrl}/team`);
    await page.getByText(/Teams come with the Pro \(\$79 per month\) or Enterprise/).waitFor();
    await page.getByRole("link", { name: "See plans" }).waitFor();
    await assertFitsWidth(page, PHONE.width, "upgrade card");
    await page.context().close();
  });
});
