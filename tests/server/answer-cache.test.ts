// The polled reads' answer cache (src/server/http/answer-cache.ts, conditional-reads.ts) over the API: a 200 is
// sent again from the cache only while the user's data version, the URL and the hour are unchanged, so no
// change (a new call, the worker's status change, an analysis, a delete, a manager's delete) is ever answered
// from a stale entry, and no user is ever given another's answer.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "./app";
import { insertSpokenCall } from "./helpers/calls";
import { insertCall } from "./helpers/dashboard";
import { invite, joinedMember, teamWithManager } from "./helpers/teams";
import { AnalysisFailure, runAnalysis } from "@server/features/analyses/run-analysis";

let t: TestApp;
let cookie: string;
let userId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ cookie, userId } = await signUpUser(t.app, { firstName: "Dana", lastName: "Reyes" }));
});
afterEach(async () => t.close());

const get = (url: string, who = cookie) => t.app.inject({ url, headers: { cookie: who } });
const names = async (url = "/api/transcripts", who = cookie) => ((await get(url, who)).json() as { name: string }[]).map((row) => row.name);
const statuses = async () => ((await get("/api/transcripts")).json() as { status: string }[]).map((row) => row.status);
const hits = () => t.app.answerCache.hits;

describe("the answer cache", () => {
  it("answers the same list again from the cache, byte for byte with its headers", async () => {
    await insertSpokenCall(t.database.db, userId, { name: "Older", uploadedAt: new Date(Date.now() - 60_000) });
    await insertSpokenCall(t.database.db, userId, { name: "Newer" });
    const first = await get("/api/transcripts?limit=1");
    const before = hits();
    const again = await get("/api/transcripts?limit=1");
    expect(hits()).toBe(before + 1);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    for (const header of ["etag", "link", "content-type", "cache-control", "content-length"]) expect(again.headers[header]).toBe(first.headers[header]);
    expect(again.headers.link).toContain('rel="next"');
  });

  it("never answers a new call, a delete or an analysis from a stale entry", async () => {
    const id = await insertSpokenCall(t.database.db, userId, { name: "First", status: "processing" });
    expect(await names()).toEqual(["First"]);
    expect(await names()).toEqual(["First"]);

    await insertSpokenCall(t.database.db, userId, { name: "Second" });
    expect(await names()).toEqual(["Second", "First"]);

    await insertCall(t.database.db, userId, { name: "Analysed", aiScore: 7 });
    const scored = (await get("/api/transcripts")).json() as { name: string; aiScore: number | null }[];
    expect(scored.find((row) => row.name === "Analysed")?.aiScore).toBe(7);

    expect((await t.app.inject({ method: "DELETE", url: `/api/transcripts/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect(await names()).not.toContain("First");
  });

  it("shows the worker's status change at once", async () => {
    const id = await insertSpokenCall(t.database.db, userId, { status: "processing" });
    expect(await statuses()).toEqual(["processing"]);
    expect(await statuses()).toEqual(["processing"]);
    const failing = async () => {
      throw new AnalysisFailure("unreadable");
    };
    expect(await runAnalysis(t.database.db, failing, id)).toBe("failed");
    expect(await statuses()).toEqual(["failed"]);
    expect(((await get("/api/transcripts/counts")).json() as { failed: number }).failed).toBe(1);
  });

  it("shows a rep's list without the call their manager deleted", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const id = await insertSpokenCall(t.database.db, rep.userId, { name: "Rep's call" });
    expect(await names("/api/transcripts", rep.cookie)).toEqual(["Rep's call"]);
    expect(await names("/api/transcripts", rep.cookie)).toEqual(["Rep's call"]);
    expect((await t.app.inject({ method: "DELETE", url: `/api/transcripts/${id}`, headers: { cookie: manager.cookie } })).statusCode).toBe(200);
    expect(await names("/api/transcripts", rep.cookie)).toEqual([]);
  });

  it("never gives one user another's answer for the same URL", async () => {
    const other = await signUpUser(t.app, { firstName: "Sam", lastName: "Patel" });
    await insertSpokenCall(t.database.db, userId, { name: "Dana's call" });
    await insertSpokenCall(t.database.db, other.userId, { name: "Sam's call" });
    for (let round = 0; round < 2; round++) {
      expect(await names()).toEqual(["Dana's call"]);
      expect(await names("/api/transcripts", other.cookie)).toEqual(["Sam's call"]);
      expect(((await get("/api/stats", other.cookie)).json() as { totalCalls: number }).totalCalls).toBe(1);
    }
  });

  it.each(["/api/transcripts/counts", "/api/analyses", "/api/stats", "/api/performance", "/api/insights", "/api/analytics/dashboard", "/api/meetings"])(
    "answers %s from the cache until the user's data changes",
    async (url) => {
      const first = await get(url);
      const before = hits();
      expect((await get(url)).body).toBe(first.body);
      expect(hits()).toBe(before + 1);
      await insertCall(t.database.db, userId, { aiScore: 6 });
      const after = await get(url);
      expect(hits()).toBe(before + 1);
      expect(after.headers.etag).not.toBe(first.headers.etag);
    },
  );

  it("never keeps usage stats, whose plan may be the team's (not a polled read: conditional-reads.ts)", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const before = hits();
    expect(((await get("/api/usage/stats", rep.cookie)).json() as { plan: string }).plan).toBe("pro");
    expect(((await get("/api/usage/stats", rep.cookie)).json() as { plan: string }).plan).toBe("pro");
    expect(hits()).toBe(before);
  });

  it("never answers usage stats 304 after the user joins a Pro team (the team's plan bumps no version of theirs)", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const email = `riley-${Date.now()}@example.com`;
    const token = await invite(t, manager, teamId, email);
    const rep = await signUpUser(t.app, { email, firstName: "Riley" });
    const before = await get("/api/usage/stats", rep.cookie);
    expect((before.json() as { plan: string }).plan).toBe("free");
    expect((await t.app.inject({ method: "POST", url: `/api/invitations/${token}/accept`, headers: { cookie: rep.cookie } })).statusCode).toBe(200);
    const tag = before.headers.etag;
    const after = await t.app.inject({ url: "/api/usage/stats", headers: { cookie: rep.cookie, ...(tag ? { "if-none-match": tag } : {}) } });
    expect(after.statusCode).toBe(200);
    expect((after.json() as { plan: string }).plan).toBe("pro");
  });

  it("keeps no error answer", async () => {
    const before = t.app.answerCache.entries;
    expect((await get("/api/transcripts?limit=0")).statusCode).toBe(400);
    expect((await get("/api/transcripts?limit=0")).statusCode).toBe(400);
    expect(t.app.answerCache.entries).toBe(before);
  });
});
