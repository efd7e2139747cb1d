import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { analysisSchema } from "@shared/analysis";
import { createAnalysisPool, type AnalysisPool } from "../../engine/thread/engine-pool";
import { analyses, transcripts } from "../../db/schema";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";
import { multipart } from "@tests/server/multipart";
import { poolEngine } from "./pool-engine";
import { AnalysisFailure, runAnalysis, type Engine } from "./run-analysis";
import { startAnalysisWorker } from "./analysis-jobs";

const CALL = [
  "[00:00:00] Dana Reyes: Hi Sam, thanks for joining. What prompted you to take this call?",
  "[00:00:05] Sam Patel: Our reps spend six hours a week writing call notes, and our win rate dropped to 18 percent.",
  "[00:00:40] Dana Reyes: That hurts. Who else feels that pain?",
  "[00:00:45] Sam Patel: Our VP of Sales, Maria, owns the budget. She wants a fix before the end of the quarter.",
  "[00:01:30] Dana Reyes: I'll send you the pricing by Friday and book a demo with Maria next Tuesday.",
].join("\n");

let pool: AnalysisPool;
let engine: Engine;
beforeAll(() => {
  pool = createAnalysisPool({ size: 1 });
  engine = poolEngine(pool);
});
afterAll(async () => pool.close());

let t: TestApp;
let cookie: string;
let stopSweep: (() => void) | null = null;
beforeEach(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t.app, { firstName: "Dana", lastName: "Reyes" }));
});
afterEach(async () => {
  stopSweep?.();
  stopSweep = null;
  await t.close();
});

const upload = async () =>
  (await t.app.inject({ method: "POST", url: "/api/transcripts", ...withCookie(multipart({ fields: { content: CALL } })) })).json()
    .transcript as { id: string };
const withCookie = (body: { payload: Buffer; headers: Record<string, string> }) => ({ ...body, headers: { ...body.headers, cookie } });
const statusOf = async (id: string) =>
  (await t.app.inject({ url: `/api/transcripts/${id}`, headers: { cookie } })).json().transcript as { status: string; failureReason: string | null; namedEntities: string | null };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the analysis pipeline", () => {
  it("takes an upload from processing to completed with a stored, schema-valid analysis", async () => {
    stopSweep = await startAnalysisWorker(t.database.db, t.queue, engine);
    const { id } = await upload();
    const done = await until(() => statusOf(id), (s) => s.status !== "processing");
    expect(done.status).toBe("completed");
    expect(JSON.parse(done.namedEntities!)).toEqual(expect.any(Array));

    const response = await t.app.inject({ url: `/api/analyses/transcript/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const analysis = analysisSchema.parse(response.json().analysis);
    expect(analysis.transcriptId).toBe(id);
    expect(analysis.engine.name).toBe("local");
    expect(analysis.talkTimeRatio).toBeGreaterThan(0);
    expect(analysis.talkTimeRatio).toBeLessThan(1);

    const list = (await t.app.inject({ url: "/api/analyses", headers: { cookie } })).json();
    expect(list).toEqual([expect.objectContaining({ transcriptId: id, aiScore: analysis.aiScore })]);
  });

  it("re-runs the analysis when the user says who the rep is, and the talk ratio follows", async () => {
    stopSweep = await startAnalysisWorker(t.database.db, t.queue, engine);
    const { id } = await upload();
    await until(() => statusOf(id), (s) => s.status === "completed");
    const before = (await t.app.inject({ url: `/api/analyses/transcript/${id}`, headers: { cookie } })).json().analysis;

    const swap = { "0": { name: "Dana Reyes", role: "customer" }, "1": { name: "Sam Patel", role: "account_owner" } };
    await t.app.inject({ method: "PUT", url: `/api/transcripts/${id}/speakers`, headers: { cookie }, payload: { speakerMapping: swap } });
    await until(() => statusOf(id), (s) => s.status === "completed");
    const after = (await t.app.inject({ url: `/api/analyses/transcript/${id}`, headers: { cookie } })).json().analysis;
    expect(after.talkTimeRatio).toBeCloseTo(1 - before.talkTimeRatio, 5);
    const rows = await t.database.db.select().from(analyses).where(eq(analyses.transcriptId, id));
    expect(rows).toHaveLength(1);
  });

  it("marks the call failed with a reason the user can read when the engine gives up", async () => {
    const failing: Engine = async () => {
      throw new AnalysisFailure("Analysis took too long and was stopped");
    };
    stopSweep = await startAnalysisWorker(t.database.db, t.queue, failing);
    const { id } = await upload();
    const done = await until(() => statusOf(id), (s) => s.status !== "processing");
    expect(done).toMatchObject({ status: "failed", failureReason: "Analysis took too long and was stopped" });
    expect((await t.app.inject({ url: `/api/analyses/transcript/${id}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it("stores one result when the same call is analysed twice at once", async () => {
    const { id } = await upload();
    const results = await Promise.all([runAnalysis(t.database.db, engine, id), runAnalysis(t.database.db, engine, id)]);
    expect(results.sort()).toEqual(["completed", "skipped"]);
    expect(await t.database.db.select().from(analyses)).toHaveLength(1);
  });

  it("drops a result computed for a speaker mapping that changed meanwhile, and analyses the new one", async () => {
    const { id } = await upload();
    let calls = 0;
    const racing: Engine = async (input) => {
      calls += 1;
      if (calls === 1) {
        // The user corrects the rep while the first analysis is running.
        await t.database.db
          .update(transcripts)
          .set({
            speakerMapping: { "0": { name: "Dana Reyes", role: "customer" }, "1": { name: "Sam Patel", role: "account_owner" } },
            revision: sql`${transcripts.revision} + 1`,
          })
          .where(eq(transcripts.id, id));
      }
      return engine(input);
    };
    expect(await runAnalysis(t.database.db, racing, id)).toBe("completed");
    expect(calls).toBe(2);
    const [stored] = await t.database.db.select().from(analyses);
    expect(stored!.metrics.talkSecondsBySpeaker["1"]! / stored!.metrics.totalTalkSeconds).toBeCloseTo(stored!.talkTimeRatio, 5);
  });
});

/** A three-person call exported with generic labels, so the upload names nobody until the user does. */
const GENERIC_CALL = [
  "[00:00:00] Speaker 1: Hi Grace, thanks for making time today. James from our solutions team is with me.",
  "[00:00:06] Speaker 2: Thanks for having me, Hannah.",
  "[00:00:08] Speaker 3: Hello Grace, glad to be here.",
  "[00:00:12] Speaker 2: Thanks both. Our reps spend six hours a week writing call notes and our win rate dropped to 18 percent.",
  "[00:00:40] Speaker 1: That hurts. Who else on your side feels that pain, and who owns the budget for a fix?",
  "[00:01:00] Speaker 2: Our VP of Sales, Maria, owns the budget. She wants a fix before the end of the quarter.",
  "[00:01:30] Speaker 3: Our platform writes the notes for every call automatically and flags deals at risk. Let me show you how it works.",
  "[00:02:00] Speaker 2: That looks useful. What does the pricing look like for forty reps?",
  "[00:02:20] Speaker 1: I'll send you the pricing by Friday, and James will set up a demo with Maria next Tuesday.",
  "[00:02:40] Speaker 2: Great, I'll make sure Maria joins the demo.",
].join("\n");

interface StoredAnalysis {
  aiScore: number;
  conversionProbability: number;
  meddicScorecard: Record<string, { result: string; context: string } | number>;
  salesCoaching: { coaching_score: number; what_went_well: string[]; what_could_improve: { issue: string }[] };
  meetingSummary: { summary: string; follow_ups: { owner: string; action: string }[]; objections: unknown[] };
}

describe("the names and sides the user gives the speakers", () => {
  const analysisOf = async (id: string) =>
    (await t.app.inject({ url: `/api/analyses/transcript/${id}`, headers: { cookie } })).json().analysis as StoredAnalysis;
  const rename = async (id: string, speakerMapping: Record<string, { name: string; role: string }>) => {
    const response = await t.app.inject({ method: "PUT", url: `/api/transcripts/${id}/speakers`, headers: { cookie }, payload: { speakerMapping } });
    expect(response.statusCode).toBe(200);
    await until(() => statusOf(id), (s) => s.status === "completed");
    return analysisOf(id);
  };
  const uploadGeneric = async () => {
    const { id } = (await t.app.inject({ method: "POST", url: "/api/transcripts", ...withCookie(multipart({ fields: { content: GENERIC_CALL } })) })).json()
      .transcript as { id: string };
    await until(() => statusOf(id), (s) => s.status === "completed");
    return id;
  };
  const meddicContexts = (analysis: StoredAnalysis) =>
    Object.values(analysis.meddicScorecard).flatMap((entry) => (typeof entry === "number" ? [] : [entry.context]));

  it("reach the summary, the follow-up owners, the MEDDIC quotes and the coaching of the new analysis", async () => {
    stopSweep = await startAnalysisWorker(t.database.db, t.queue, engine);
    const id = await uploadGeneric();
    // Before the user names anyone, the analysis can only use the placeholders.
    expect((await analysisOf(id)).meetingSummary.summary).toContain("Participant 2");

    const after = await rename(id, {
      "0": { name: "Hannah", role: "account_owner" },
      "1": { name: "Grace Okonkwo", role: "customer" },
      "2": { name: "James", role: "account_owner" },
    });
    expect(after.meetingSummary.summary).toMatch(/^Hannah and James met Grace Okonkwo /);
    const owners = after.meetingSummary.follow_ups.map((followUp) => followUp.owner);
    expect(owners).toContain("Hannah");
    expect(owners.every((owner) => owner === "Hannah" || owner === "James")).toBe(true);
    expect(meddicContexts(after).join(" ")).toContain("(Grace Okonkwo, ");
    // No placeholder survives anywhere a name is shown.
    expect(JSON.stringify(after)).not.toMatch(/Sales Rep|Participant \d/);
  });

  it("report no customer side and score no sale when every speaker is put on our side", async () => {
    stopSweep = await startAnalysisWorker(t.database.db, t.queue, engine);
    const id = await uploadGeneric();
    const after = await rename(id, {
      "0": { name: "Hannah", role: "account_owner" },
      "1": { name: "Grace Okonkwo", role: "account_owner" },
      "2": { name: "James", role: "account_owner" },
    });
    expect(after).toMatchObject({ aiScore: 0, conversionProbability: 0, metrics: { assessed: false } });
    expect(after.meddicScorecard.overall_score).toBe(0);
    for (const context of meddicContexts(after)) expect(context).toMatch(/no customer side/);
    expect(after.meetingSummary.summary).toMatch(/^Everyone who spoke is on our side \(Hannah, Grace Okonkwo and James\): there is no customer side/);
    expect(after.meetingSummary.objections).toEqual([]);
    expect(after.salesCoaching).toMatchObject({ coaching_score: 0, what_went_well: [] });
    expect(after.salesCoaching.what_could_improve.map((item) => item.issue)).toEqual(["No customer on this call"]);
    // What was agreed is still the meeting's, with the names the user gave.
    expect(after.meetingSummary.follow_ups.map((followUp) => followUp.owner)).toContain("Hannah");
  });
});

