// Issue 18: an analysed call stores the owner's tracker hits; a tracker change re-scans past calls.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpeakerMapping } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";
import { jobsNamed } from "@tests/server/helpers/meetings";
import { eq } from "drizzle-orm";
import { TRACKER_TREND_WEEKS } from "@shared/trackers";
import { analyses, transcripts } from "../../db/schema";
import { analyzeTranscript } from "../../engine/engine";
import { runAnalysis, type Engine } from "./run-analysis";
import { rescanUserCalls } from "../trackers";

let t: TestApp;
let user: Awaited<ReturnType<typeof signUpUser>>;
const engine: Engine = async (input) => analyzeTranscript(input);

const utterances: Utterance[] = [
  { speaker: 0, text: "Thanks for making time today. I can walk you through our pricing.", start: 0, end: 8 },
  { speaker: 1, text: "Good. We are also talking to Acme Corp. Their prices were high.", start: 8, end: 16 },
  { speaker: 0, text: "Understood. Acme is a fine product, but our SOC 2 report is ready.", start: 16, end: 24 },
  { speaker: 1, text: "Security matters to us. What about the contract length?", start: 24, end: 30 },
];

const SALES_MAPPING = { "0": { name: "Riley Rep", role: "account_owner" }, "1": { name: "Bea Buyer", role: "customer" } } as const;

async function analysedCall(userId: string, said: Utterance[] = utterances, speakerMapping: SpeakerMapping = SALES_MAPPING): Promise<string> {
  const id = `call-${Math.random().toString(36).slice(2, 10)}`;
  await t.database.db.insert(transcripts).values({
    id,
    userId,
    name: "Discovery",
    status: "processing",
    duration: 30,
    fileSize: 100,
    content: said.map((u) => u.text).join("\n"),
    source: "upload",
    format: "txt",
    diarizationData: said,
    speakerMapping,
    revision: 1,
  });
  expect(await runAnalysis(t.database.db, engine, id)).toBe("completed");
  return id;
}

const get = (url: string, cookie = user.cookie) => t.app.inject({ method: "GET", url, headers: { cookie } });
const hitsOf = async (id: string) => (await get(`/api/transcripts/${id}/tracker-hits`)).json() as { name: string; speaker: string; atSeconds: number; text: string }[];

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(async () => t.close());

describe("tracker hits", () => {
  it("an analysed call records the default trackers' hits, with speaker, moment and sentence", async () => {
    const id = await analysedCall(user.userId);
    const hits = await hitsOf(id);
    expect(hits.map((h) => [h.name, h.speaker])).toEqual([
      ["Pricing", "Riley Rep"],
      ["Pricing", "Bea Buyer"],
      ["Security and compliance", "Riley Rep"],
      ["Security and compliance", "Bea Buyer"],
      ["Contract", "Bea Buyer"],
    ]);
    expect(hits[1]).toMatchObject({ text: "Their prices were high.", atSeconds: expect.any(Number) });
    expect(hits[1]!.atSeconds).toBeGreaterThan(8);
    expect(hits[1]!.atSeconds).toBeLessThan(16);
  });

  it("a new or edited tracker queues a re-scan, which finds it in past calls; a deleted one takes its hits along", async () => {
    const other = await signUpUser(t.app);
    const id = await analysedCall(other.userId);
    const created = await t.app.inject({ method: "POST", url: "/api/trackers", headers: { cookie: other.cookie }, payload: { name: "Acme", phrases: ["Acme Corp"], side: "customer" } });
    expect(created.statusCode).toBe(201);
    const queued = await jobsNamed(t, "rescan-trackers");
    expect(queued.map((job) => job.data.userId)).toContain(other.userId);

    const names = async () => ((await get(`/api/transcripts/${id}/tracker-hits`, other.cookie)).json() as { name: string; speaker: string }[]).filter((h) => h.name === "Acme");
    expect(await names()).toEqual([]);
    expect(await rescanUserCalls(t.database.db, other.userId)).toBe(1);
    expect((await names()).map((h) => h.speaker)).toEqual(["Bea Buyer"]);

    // Now on our side only: the rep's "Acme is a fine product" counts, the customer's does not.
    const edited = await t.app.inject({ method: "PUT", url: `/api/trackers/${created.json().id}`, headers: { cookie: other.cookie }, payload: { name: "Acme", phrases: ["acme"], side: "us" } });
    expect(edited.statusCode).toBe(200);
    await rescanUserCalls(t.database.db, other.userId);
    expect((await names()).map((h) => h.speaker)).toEqual(["Riley Rep"]);

    await t.app.inject({ method: "DELETE", url: `/api/trackers/${created.json().id}`, headers: { cookie: other.cookie } });
    expect(await names()).toEqual([]);
  });

  it("another user's call is not found; signed out is 401", async () => {
    const id = await analysedCall(user.userId);
    const stranger = await signUpUser(t.app);
    expect((await get(`/api/transcripts/${id}/tracker-hits`, stranger.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/transcripts/${id}/tracker-hits` })).statusCode).toBe(401);
  });
});

describe("tracker analytics", () => {
  it("counts mentions per week, the share of calls mentioning and conversion with vs without, leaving deleted calls out", async () => {
    const analyst = await signUpUser(t.app);
    const headers = { cookie: analyst.cookie };
    const acme = (await t.app.inject({ method: "POST", url: "/api/trackers", headers, payload: { name: "Acme", phrases: ["Acme Corp"] } })).json();
    const quiet: Utterance[] = [
      { speaker: 0, text: "Thanks for your time today.", start: 0, end: 4 },
      { speaker: 1, text: "Happy to chat about the rollout plan.", start: 4, end: 8 },
    ];
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    const calls = [
      { id: await analysedCall(analyst.userId), conversion: 80, uploadedAt: new Date() },
      { id: await analysedCall(analyst.userId), conversion: 60, uploadedAt: weekAgo },
      { id: await analysedCall(analyst.userId, quiet), conversion: 20, uploadedAt: new Date() },
      { id: await analysedCall(analyst.userId), conversion: 99, uploadedAt: new Date(), deletedAt: new Date() },
    ];
    for (const call of calls) {
      await t.database.db.update(analyses).set({ conversionProbability: call.conversion }).where(eq(analyses.transcriptId, call.id));
      await t.database.db.update(transcripts).set({ uploadedAt: call.uploadedAt, deletedAt: call.deletedAt ?? null }).where(eq(transcripts.id, call.id));
    }

    const answer = (await get("/api/analytics/trackers", analyst.cookie)).json();
    expect(answer.weeks).toHaveLength(TRACKER_TREND_WEEKS);
    expect(answer.analysedCalls).toBe(3);
    const row = answer.trackers.find((tr: { trackerId: string }) => tr.trackerId === acme.id);
    expect(row).toMatchObject({ name: "Acme", mentions: 2, callsMentioning: 2, conversionWith: 70, conversionWithout: 20 });
    expect(row.shareOfCalls).toBeCloseTo(2 / 3);
    expect(row.mentionsPerWeek.slice(-2)).toEqual([1, 1]);
    expect(row.mentionsPerWeek.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    // Another user sees only their own trackers, none of these calls.
    const stranger = await signUpUser(t.app);
    const theirs = (await get("/api/analytics/trackers", stranger.cookie)).json();
    expect(theirs.analysedCalls).toBe(0);
    expect(theirs.trackers.map((tr: { trackerId: string }) => tr.trackerId)).not.toContain(acme.id);
  });

  it("counts the mentions of a call the engine did not assess, but not its zero conversion", async () => {
    const analyst = await signUpUser(t.app);
    const headers = { cookie: analyst.cookie };
    const acme = (await t.app.inject({ method: "POST", url: "/api/trackers", headers, payload: { name: "Acme", phrases: ["Acme Corp"] } })).json();
    const sale = await analysedCall(analyst.userId);
    await t.database.db.update(analyses).set({ conversionProbability: 70 }).where(eq(analyses.transcriptId, sale));
    // The same words with both speakers on our side: an internal call, which the job reports as not assessed.
    const internal = await analysedCall(analyst.userId, utterances, {
      "0": { name: "Riley Rep", role: "account_owner" },
      "1": { name: "Sam Seller", role: "account_owner" },
    });
    const [stored] = await t.database.db.select({ assessed: analyses.assessed, conversion: analyses.conversionProbability }).from(analyses).where(eq(analyses.transcriptId, internal));
    expect(stored).toEqual({ assessed: false, conversion: 0 });

    const answer = (await get("/api/analytics/trackers", analyst.cookie)).json();
    expect(answer.analysedCalls).toBe(2);
    const row = answer.trackers.find((tr: { trackerId: string }) => tr.trackerId === acme.id);
    expect(row).toMatchObject({ mentions: 2, callsMentioning: 2, conversionWith: 70, conversionWithout: null });
  });
});
