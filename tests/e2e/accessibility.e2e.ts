import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, loginViaApi, newUser, screenshot, startDemoApp, type RunningApp, type TestUser } from "./harness";

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve("axe-core/axe.min.js");
const DEMO = { firstName: "Alex", lastName: "Morgan", email: "demo@rapport.app", password: "rapport-demo" };

/** One screen in one state: a path, and what to click once it has loaded (a tab, the phone's menu). */
interface View {
  name: string;
  path: string;
  then?: (page: Page) => Promise<void>;
  /** The screen has no level-1 heading to wait for (noted in the issue 15 report), so wait for the network. */
  noHeading?: true;
}

const tab = (name: string) => async (page: Page) => {
  await page.getByRole("tab", { name }).click();
  await page.getByRole("tab", { name, selected: true }).waitFor();
};

/** Every signed-in screen, each tab of the settings and of a call's analysis included. */
function signedInViews(callId: string | null): View[] {
  const views: View[] = [
    { name: "dashboard", path: "/" },
    { name: "upload", path: "/upload" },
    { name: "transcripts", path: "/transcripts" },
    { name: "meetings", path: "/meetings" },
    { name: "meetings-schedule", path: "/meetings/schedule" },
    { name: "recordings", path: "/recordings" },
    { name: "analytics", path: "/analytics" },
    { name: "settings-plans", path: "/settings" },
    ...["Usage", "Account", "Integrations", "Notifications", "Trackers"].map((name) => ({
      name: `settings-${name.toLowerCase()}`,
      path: "/settings",
      then: tab(name),
    })),
    { name: "settings-calendar", path: "/settings/calendar" },
    { name: "team", path: "/team" },
    { name: "join-unknown-invitation", path: "/join/no-such-invitation" },
    { name: "not-found", path: "/no-such-page" },
  ];
  // An account with calls also has the analytics tabs (a new one sees the empty state) and a call's screens.
  if (callId) {
    views.push(
      ...["Skills Analysis", "MEDDIC Scorecard", "Call Outcomes"].map((name) => ({
        name: `analytics-${name.toLowerCase().replace(/ /g, "-")}`,
        path: "/analytics",
        then: tab(name),
      })),
      // The demo account is on a plan with battle cards: the editor of a default tracker's card (issue 18).
      {
        name: "settings-trackers-battle-card",
        path: "/settings",
        then: async (page: Page) => {
          await tab("Trackers")(page);
          await page.getByRole("button", { name: "Battle card for Pricing" }).click();
          await page.getByRole("form", { name: "Battle card for Pricing" }).waitFor();
        },
      },
      { name: "analysis-insights", path: `/analysis/${callId}` },
      ...["Analysis", "Summary"].map((name) => ({ name: `analysis-${name.toLowerCase()}`, path: `/analysis/${callId}`, then: tab(name) })),
      { name: "transcript", path: `/transcript/${callId}`, then: tab("Transcript") },
      { name: "meeting", path: `/meeting/${callId}` },
    );
  }
  return views;
}

const SIGNED_OUT: View[] = [
  { name: "landing", path: "/" },
  { name: "login", path: "/login" },
  { name: "signup", path: "/signup" },
  { name: "join-unknown-invitation", path: "/join/no-such-invitation", noHeading: true },
];

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

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe-core (injected from node_modules; the contexts bypass the CSP for it) on the page; answers the serious and critical violations. */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} at\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary?.split("\n").slice(1).join(" ") ?? ""}`).join("\n")}`)
    .join("\n");

/** Checks every view, saves a screenshot of each failing one, and reports all their violations at once, so one run shows the whole list. */
async function checkViews(page: Page, views: View[], label: string): Promise<void> {
  const found: string[] = [];
  for (const view of views) {
    await page.goto(`${app.baseUrl}${view.path}`);
    if (!view.noHeading) await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    if (view.then) {
      await view.then(page);
      await page.waitForLoadState("networkidle");
    }
    // Let entry transitions (tabs, charts) settle so axe reads the colours that stay on screen.
    await page.waitForTimeout(300);
    const violations = await seriousViolations(page);
    if (label.endsWith("phone")) {
      // The phone pass is also the check that no screen scrolls sideways at 390 px (phone.e2e.ts keeps 360 px).
      const { wide, viewport } = await page.evaluate(() => ({ wide: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      if (wide > viewport) found.push(`${label} ${view.name} (${view.path}): ${wide} px wide on a ${viewport} px screen`);
    }
    // A screenshot only of a failing view: a full-page capture of all ~110 views cost about a minute of CI
    // on two cores, and a passing view's picture is not read.
    if (violations.length > 0) {
      await screenshot(page, `axe-${label}-${view.name}`);
      found.push(`${label} ${view.name} (${view.path}):\n${describeViolations(violations)}`);
    }
  }
  assert.equal(found.join("\n\n"), "");
}

async function firstCallId(page: Page): Promise<string | null> {
  return page.evaluate(async () => ((await (await fetch("/api/transcripts")).json()) as { id: string }[])[0]?.id ?? null);
}

const WIDTHS = [
  ["desktop", 1280, 900],
  ["phone", 390, 844],
] as const;

// The longest browser file (about 85 views): its five checks run two at a time, each in its own browser
// context, since most of a view's time is waiting for the network to settle, not CPU.
describe("accessibility (axe-core): no serious or critical violations", { concurrency: 2 }, () => {
  for (const [label, width, height] of WIDTHS) {
    // A new account's empty states are checked at desktop width only: at phone width they are the same
    // components in one column, and the demo account's phone pass covers every phone layout with data in it.
    // (The fourth pass cost about a quarter of this file, the longest of CI's browser stage.)
    const accounts = label === "desktop" ? ([["demo", DEMO], ["new-account", null]] as const) : ([["demo", DEMO]] as const);
    for (const [who, user] of accounts) {
      it(`on every signed-in page, ${who}, ${label}`, async () => {
        const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
        const account: TestUser = user ?? newUser();
        await loginViaApi(context, app.baseUrl, account, user === null);
        const page = await context.newPage();
        await page.goto(app.baseUrl);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        const views = signedInViews(await firstCallId(page));
        if (label === "phone") {
          views.push({
            name: "menu-open",
            path: "/",
            then: async (p) => {
              await p.getByRole("button", { name: "Open menu" }).click();
              await p.getByRole("navigation", { name: "Main" }).waitFor();
            },
          });
        }
        await checkViews(page, views, `${who}-${label}`);
        await context.close();
      });
    }

    it(`on the signed-out pages, ${label}`, async () => {
      const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
      await checkViews(await context.newPage(), SIGNED_OUT, `signed-out-${label}`);
      await context.close();
    });
  }
});
