// Conditional polls (http/conditional-reads.ts): every polled read carries an ETag from the user's data
// version, and If-None-Match with it answers 304.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";
import { insertSpokenCall } from "@tests/server/helpers/calls";
import { insertCall } from "@tests/server/helpers/dashboard";
import { transcripts } from "../db/schema";

let t: TestApp;
let cookie: string;
let userId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ cookie, userId } = await signUpUser(t.app, { firstName: "Dana", lastName: "Reyes" }));
});
afterEach(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { cookie, ...headers } });

describe("conditional polls", () => {
  it("answers an unchanged list 304 without a body, and 200 again after a change", async () => {
    await insertSpokenCall(t.database.db, userId, { name: "First" });
    const first = await get("/api/transcripts");
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"\d+-[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const same = await get("/api/transcripts", { "if-none-match": tag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe("");
    expect(same.headers.etag).toBe(tag);

    await insertSpokenCall(t.database.db, userId, { name: "Second" });
    const changed = await get("/api/transcripts", { "if-none-match": tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(2);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it("changes the tag when a call is analysed, renamed or deleted", async () => {
    const id = await insertSpokenCall(t.database.db, userId, { status: "processing" });
    const tags = [(await get("/api/transcripts")).headers.etag];
    await t.database.db.update(transcripts).set({ status: "completed" }).where(eq(transcripts.id, id));
    tags.push((await get("/api/transcripts")).headers.etag);
    await insertCall(t.database.db, userId, { aiScore: 5 });
    tags.push((await get("/api/transcripts")).headers.etag);
    expect((await t.app.inject({ method: "DELETE", url: `/api/transcripts/${id}`, headers: { cookie } })).statusCode).toBe(200);
    tags.push((await get("/api/transcripts")).headers.etag);
    expect(new Set(tags).size).toBe(4);
  });

  it("keeps tags apart per user and per page, so one never answers for another", async () => {
    const other = await signUpUser(t.app);
    const mine = (await get("/api/transcripts")).headers.etag as string;
    const theirs = await t.app.inject({ url: "/api/transcripts", headers: { cookie: other.cookie, "if-none-match": mine } });
    expect(theirs.statusCode).toBe(200);
    expect((await get("/api/transcripts?status=failed", { "if-none-match": mine })).statusCode).toBe(200);
  });

  it.each(["/api/transcripts/counts", "/api/analyses", "/api/stats", "/api/performance", "/api/insights", "/api/analytics/dashboard", "/api/meetings"])(
    "tags %s too",
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBeDefined();
      expect((await get(url, { "if-none-match": first.headers.etag as string })).statusCode).toBe(304);
      await insertCall(t.database.db, userId, { aiScore: 6 });
      expect((await get(url, { "if-none-match": first.headers.etag as string })).statusCode).toBe(200);
    },
  );

  it("bumps the version when the user's own row changes (plan, profile)", async () => {
    const first = (await get("/api/stats")).headers.etag as string;
    const { users } = await import("../db/schema");
    await t.database.db.update(users).set({ plan: "pro" }).where(eq(users.id, userId));
    expect((await get("/api/stats", { "if-none-match": first })).statusCode).toBe(200);
  });

  it("does not tag usage stats: their plan can be a team member's, whose changes bump no version of this user", async () => {
    expect((await get("/api/usage/stats")).headers.etag).toBeUndefined();
  });

  it("does not tag a single call's read or an error", async () => {
    const id = await insertSpokenCall(t.database.db, userId);
    expect((await get(`/api/transcripts/${id}`)).headers.etag).toBeUndefined();
    expect((await get("/api/transcripts?limit=0")).headers.etag).toBeUndefined();
  });
});
