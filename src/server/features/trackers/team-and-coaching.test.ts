// Issue 18, the rest: team-shared trackers, re-scan progress, competitor suggestions, battle cards on a call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TrackerList } from "@shared/trackers";
import type { Utterance } from "@shared/utterance";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";
import { jobsNamed } from "@tests/server/helpers/meetings";
import { joinedMember, teamWithManager, type TestUser } from "@tests/server/helpers/teams";
import { trackerCallScans, transcripts, users } from "../../db/schema";
import { analyzeTranscript } from "../../engine/engine";
import { scanInProcess, storeTrackerHits } from "./hits";
import { runRescanJob } from "./jobs";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const listOf = async (user: TestUser) => (await send("GET", "/api/trackers", user.cookie)).json() as TrackerList;

/** A finished call of the user's as the analysis leaves it (the engine's named entities stored), speaker 0 the rep. */
async function storedCall(user: TestUser, said: Utterance[]): Promise<string> {
  const id = `call-${Math.random().toString(36).slice(2, 10)}`;
  await t.database.db.insert(transcripts).values({
    id,
    userId: user.userId,
    name: "Discovery",
    status: "completed",
    duration: 60,
    fileSize: 100,
    content: said.map((u) => u.text).join("\n"),
    source: "upload",
    format: "txt",
    diarizationData: said,
    speakerMapping: { "0": { name: "Riley Rep", role: "account_owner" }, "1": { name: "Bea Buyer", role: "customer" } },
    revision: 1,
    namedEntities: JSON.stringify(analyzeTranscript({ utterances: said, repSpeakers: [0] }).namedEntities),
  });
  return id;
}

const competitorCall: Utterance[] = [
  { speaker: 0, text: "Thanks for joining, I'm Riley from Rapport.", start: 0, end: 5 },
  { speaker: 1, text: "We use Routewise today. We also looked at Zentrix, and Zentrix is cheaper.", start: 5, end: 15 },
  { speaker: 0, text: "Fair. Compare the total cost including admin hours and consultants, and our onboarding finishes in two weeks with a named implementation manager.", start: 15, end: 30 },
  { speaker: 1, text: "Good to know.", start: 30, end: 32 },
];

describe("team-shared trackers", () => {
  let manager: TestUser;
  let rep: TestUser;
  let teamId: string;
  let shared: { id: string };
  beforeAll(async () => {
    ({ manager, teamId } = await teamWithManager(t, "Trackers team"));
    rep = await joinedMember(t, manager, teamId, "rep", "Rory");
    const created = await send("POST", "/api/trackers", manager.cookie, { name: "Zentrix", phrases: ["Zentrix"], side: "customer", scope: "team" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ scope: "team", canEdit: true, hasBattleCard: false });
    shared = created.json();
  });

  it("a rep reads the team's trackers after their own, and may not change them (403 in words)", async () => {
    const list = await listOf(rep);
    const team = list.trackers.filter((tr) => tr.scope === "team");
    expect(team).toEqual([expect.objectContaining({ id: shared.id, name: "Zentrix", canEdit: false })]);
    expect(list.trackers.at(-1)!.id).toBe(shared.id);
    expect(list.trackers.filter((tr) => tr.scope === "mine").every((tr) => tr.canEdit)).toBe(true);

    for (const [method, url, body] of [
      ["PUT", `/api/trackers/${shared.id}`, { name: "Z", phrases: ["z"] }],
      ["DELETE", `/api/trackers/${shared.id}`, undefined],
      ["PUT", `/api/trackers/${shared.id}/battle-card`, { summary: "", whyWeWin: [], landmines: [], objections: [] }],
    ] as const) {
      const refused = await send(method, url, rep.cookie, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toMatch(/only a team manager can change it/);
    }
    expect((await send("GET", `/api/trackers/${shared.id}/battle-card`, rep.cookie)).statusCode).toBe(200);
    expect((await listOf(manager)).trackers.find((tr) => tr.id === shared.id)).toMatchObject({ name: "Zentrix", canEdit: true });
  });

  it("only a team's managers create team trackers; someone without a team is told so; a bad scope is a 400", async () => {
    const byRep = await send("POST", "/api/trackers", rep.cookie, { name: "Rep's", phrases: ["x"], scope: "team" });
    expect(byRep.statusCode).toBe(403);
    expect(byRep.json().message).toBe("Only a team manager can create a team tracker");
    const loner = await signUpUser(t.app);
    const alone = await send("POST", "/api/trackers", loner.cookie, { name: "Solo", phrases: ["x"], scope: "team" });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toMatch(/not on a team/);
    const bad = await send("POST", "/api/trackers", manager.cookie, { name: "Bad", phrases: ["x"], scope: "everyone" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Scope must be "mine" or "team"/);
    // Same name twice in the team's list is a conflict; the same name in a member's own list is not.
    expect((await send("POST", "/api/trackers", manager.cookie, { name: "zentrix", phrases: ["x"], scope: "team" })).statusCode).toBe(409);
    expect((await send("POST", "/api/trackers", rep.cookie, { name: "Zentrix", phrases: ["Zentrix"] })).statusCode).toBe(201);
  });

  it("another team's manager and a stranger get 404 for the team's tracker, like for another user's own", async () => {
    const other = await teamWithManager(t, "Other team");
    const stranger = await signUpUser(t.app);
    const repsOwn = (await listOf(rep)).trackers.find((tr) => tr.scope === "mine")!;
    for (const outsider of [other.manager, stranger, manager]) {
      const ids = outsider === manager ? [repsOwn.id] : [shared.id, repsOwn.id];
      for (const id of ids) {
        expect((await send("GET", `/api/trackers/${id}/battle-card`, outsider.cookie)).statusCode).toBe(404);
        expect((await send("PUT", `/api/trackers/${id}`, outsider.cookie, { name: "Mine now", phrases: ["x"] })).statusCode).toBe(404);
        expect((await send("DELETE", `/api/trackers/${id}`, outsider.cookie)).statusCode).toBe(404);
      }
    }
    expect((await listOf(other.manager)).trackers.map((tr) => tr.id)).not.toContain(shared.id);
  });

  it("the manager's card shows on the list; editing a team tracker re-scans every member's calls, matching the team's trackers in a rep's call", async () => {
    const card = { summary: "Cheaper up front.", whyWeWin: ["Onboarding finishes in two weeks with a named implementation manager"], landmines: [], objections: [] };
    expect((await send("PUT", `/api/trackers/${shared.id}/battle-card`, manager.cookie, card)).statusCode).toBe(200);
    expect((await listOf(rep)).trackers.find((tr) => tr.id === shared.id)?.hasBattleCard).toBe(true);

    const callId = await storedCall(rep, competitorCall);
    const edited = await send("PUT", `/api/trackers/${shared.id}`, manager.cookie, { name: "Zentrix", phrases: ["Zentrix", "Zentrix Cloud"], side: "customer" });
    expect(edited.statusCode).toBe(200);
    const queued = (await jobsNamed(t, "rescan-trackers")).map((job) => job.data.userId);
    expect(queued).toEqual(expect.arrayContaining([manager.userId, rep.userId]));
    expect((await listOf(rep)).rescan.state).toBe("queued");

    await runRescanJob(t.database.db, rep.userId);
    const hits = (await send("GET", `/api/transcripts/${callId}/tracker-hits`, rep.cookie)).json() as { trackerId: string; speaker: string }[];
    expect(hits.filter((h) => h.trackerId === shared.id).map((h) => h.speaker)).toEqual(["Bea Buyer"]);
  });
});

describe("re-scan progress", () => {
  it("goes from queued to running (done of total) to idle", async () => {
    const user = await signUpUser(t.app);
    await storedCall(user, competitorCall);
    await storedCall(user, competitorCall);
    expect((await listOf(user)).rescan).toEqual({ state: "idle", done: 0, total: 0 });
    expect((await send("POST", "/api/trackers", user.cookie, { name: "Routewise", phrases: ["Routewise"] })).statusCode).toBe(201);
    expect((await listOf(user)).rescan).toEqual({ state: "queued", done: 0, total: 0 });

    const seen: TrackerList["rescan"][] = [];
    const scanned = await runRescanJob(t.database.db, user.userId, async (task) => {
      seen.push((await listOf(user)).rescan);
      return scanInProcess(task);
    });
    expect(scanned).toBe(2);
    expect(seen[0]).toEqual({ state: "running", done: 0, total: 2 });
    expect((await listOf(user)).rescan).toEqual({ state: "idle", done: 0, total: 0 });
  });
});

describe("re-scan writes", () => {
  it("leave a call alone when an analysis rewrote it after its page was read; the next re-scan catches up", async () => {
    const user = await signUpUser(t.app);
    const callId = await storedCall(user, competitorCall);
    await runRescanJob(t.database.db, user.userId);
    const routewise = (await send("POST", "/api/trackers", user.cookie, { name: "Routewise", phrases: ["Routewise"] })).json();
    const mentions = async () => ((await send("GET", `/api/transcripts/${callId}/tracker-hits`, user.cookie)).json() as { trackerId: string }[]).filter((h) => h.trackerId === routewise.id);

    await runRescanJob(t.database.db, user.userId, async (task) => {
      const scanned = await scanInProcess(task);
      // An analysis of the call lands while the engine thread scans: it stores its own hits (none here).
      await storeTrackerHits(t.database.db, callId, { hits: [], digests: {}, organizations: [], sellerSpeakers: [0] });
      return scanned;
    });
    expect(await mentions()).toEqual([]);
    await runRescanJob(t.database.db, user.userId);
    expect(await mentions()).toHaveLength(1);
  });
});

describe("competitor suggestions", () => {
  it("names the organisations the customer side said, most calls first, without tracked names or the seller's own company", async () => {
    const user = await signUpUser(t.app);
    await t.database.db.update(users).set({ company: "Rapport Inc" }).where(eq(users.id, user.userId));
    await storedCall(user, competitorCall);
    await storedCall(user, [
      { speaker: 0, text: "Hi, Riley here.", start: 0, end: 2 },
      { speaker: 1, text: "Honestly we started with Routewise last year.", start: 2, end: 6 },
    ]);
    // Rapport is named by the rep (and is the user's company): never a suggestion.
    await runRescanJob(t.database.db, user.userId);
    const first = (await send("GET", "/api/trackers/suggestions", user.cookie)).json();
    expect(first.suggestions).toEqual([
      { name: "Routewise", calls: 2, mentions: 2 },
      { name: "Zentrix", calls: 1, mentions: 1 },
    ]);

    expect((await send("POST", "/api/trackers", user.cookie, { name: "Competitor: Zentrix", phrases: ["zentrix"] })).statusCode).toBe(201);
    const after = (await send("GET", "/api/trackers/suggestions", user.cookie)).json();
    expect(after.suggestions.map((s: { name: string }) => s.name)).toEqual(["Routewise"]);

    // Another user sees nothing of these calls.
    const stranger = await signUpUser(t.app);
    expect((await send("GET", "/api/trackers/suggestions", stranger.cookie)).json()).toEqual({ suggestions: [] });
    expect((await send("GET", "/api/trackers/suggestions")).statusCode).toBe(401);
  });

  it("queues a re-scan when some analysed calls were never scanned, so they count next time", async () => {
    const user = await signUpUser(t.app);
    const id = await storedCall(user, competitorCall);
    await t.database.db.delete(trackerCallScans).where(eq(trackerCallScans.transcriptId, id));
    expect((await send("GET", "/api/trackers/suggestions", user.cookie)).json()).toEqual({ suggestions: [] });
    expect((await jobsNamed(t, "rescan-trackers")).map((job) => job.data.userId)).toContain(user.userId);
    expect((await listOf(user)).rescan.state).toBe("queued");
    await runRescanJob(t.database.db, user.userId);
    expect((await send("GET", "/api/trackers/suggestions", user.cookie)).json().suggestions.map((s: { name: string }) => s.name)).toEqual(["Routewise", "Zentrix"]);
  });
});

describe("battle cards on a call", () => {
  it("gives each mentioned tracker's card with its mentions and whether the rep's answer used it, to owner and teammates only", async () => {
    const { manager, teamId } = await teamWithManager(t, "Coaching team");
    const rep = await joinedMember(t, manager, teamId, "rep", "Casey");
    const tracker = (await send("POST", "/api/trackers", rep.cookie, { name: "Zentrix", phrases: ["Zentrix"], side: "customer" })).json();
    const card = {
      summary: "Zentrix is cheaper up front.",
      whyWeWin: ["Onboarding finishes in two weeks with a named implementation manager"],
      landmines: ["Ask how many admin hours their reporting needs"],
      objections: [{ objection: "Zentrix is cheaper", answer: "Compare the total cost including admin hours and consultants" }],
    };
    expect((await send("PUT", `/api/trackers/${tracker.id}/battle-card`, rep.cookie, card)).statusCode).toBe(200);
    const used = await storedCall(rep, competitorCall);
    const unanswered = await storedCall(rep, [
      { speaker: 0, text: "Anything else before we wrap?", start: 0, end: 3 },
      { speaker: 1, text: "Only that we signed with Zentrix.", start: 3, end: 6 },
    ]);
    const quiet = await storedCall(rep, [{ speaker: 1, text: "Nothing about competitors here.", start: 0, end: 3 }]);
    await runRescanJob(t.database.db, rep.userId);

    const answer = await send("GET", `/api/transcripts/${used}/battle-cards`, rep.cookie);
    expect(answer.statusCode).toBe(200);
    const [entry] = answer.json();
    expect(entry).toMatchObject({ trackerId: tracker.id, name: "Zentrix", card, mentions: [{ speaker: "Bea Buyer", text: "We also looked at Zentrix, and Zentrix is cheaper." }] });
    expect(entry.usage).toMatchObject({ verdict: "used", repAnswer: { atSeconds: 15 }, matchedPoints: [card.whyWeWin[0], card.objections[0]!.answer] });
    expect(entry.usage.note).toMatch(/^Your answer at 00:15 shares most of the words of 2 of the card's 3 points/);

    const silent = (await send("GET", `/api/transcripts/${unanswered}/battle-cards`, rep.cookie)).json();
    expect(silent[0].usage).toMatchObject({ verdict: "unsure", repAnswer: null });
    expect(silent[0].usage.note).toMatch(/^It is unclear whether the card was used: nobody on our side answered/);
    expect((await send("GET", `/api/transcripts/${quiet}/battle-cards`, rep.cookie)).json()).toEqual([]);

    // The manager reads the rep's call and its coaching; a stranger and a signed-out request do not.
    expect((await send("GET", `/api/transcripts/${used}/battle-cards`, manager.cookie)).json()[0].usage.verdict).toBe("used");
    const stranger = await signUpUser(t.app);
    expect((await send("GET", `/api/transcripts/${used}/battle-cards`, stranger.cookie)).statusCode).toBe(404);
    expect((await send("GET", `/api/transcripts/${used}/battle-cards`)).statusCode).toBe(401);
  });

  it("signed-out requests get 401 everywhere", async () => {
    for (const [method, url] of [
      ["GET", "/api/trackers"],
      ["POST", "/api/trackers"],
      ["PUT", "/api/trackers/x"],
      ["DELETE", "/api/trackers/x"],
      ["GET", "/api/trackers/x/battle-card"],
      ["GET", "/api/trackers/suggestions"],
      ["GET", "/api/transcripts/x/battle-cards"],
    ] as const) {
      expect((await send(method, url, undefined, method === "POST" || method === "PUT" ? { name: "x", phrases: ["x"] } : undefined)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await send("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/trackers/suggestions", "/api/transcripts/{id}/battle-cards"]));
  });
});
