import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_TRACKERS, TRACKER_LIMITS } from "@shared/trackers";
import { eq } from "drizzle-orm";
import { users } from "@server/db/schema";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";

let t: TestApp;
let user: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  user = await signUpUser(t.app);
});
afterAll(async () => t.close());

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie = user.cookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("trackers API", () => {
  it("gives the default topics on the first read, once, and keeps a deleted default deleted", async () => {
    const first = await send("GET", "/api/trackers");
    expect(first.statusCode).toBe(200);
    const names = first.json().trackers.map((tr: { name: string }) => tr.name);
    expect(names).toEqual(DEFAULT_TRACKERS.map((d) => d.name));
    expect(first.json().limit).toBe(TRACKER_LIMITS.trackersPerUser);
    // Two first reads at once on another account still add the defaults once.
    const other = await signUpUser(t.app);
    const both = await Promise.all([send("GET", "/api/trackers", undefined, other.cookie), send("GET", "/api/trackers", undefined, other.cookie)]);
    for (const r of both) expect(r.json().trackers).toHaveLength(DEFAULT_TRACKERS.length);

    const pricing = first.json().trackers[0];
    expect((await send("DELETE", `/api/trackers/${pricing.id}`)).json()).toEqual({ success: true });
    const after = await send("GET", "/api/trackers");
    expect(after.json().trackers.map((tr: { name: string }) => tr.name)).not.toContain("Pricing");
    expect(after.json().trackers).toHaveLength(DEFAULT_TRACKERS.length - 1);
  });

  it("creates, edits and deletes a tracker, with phrases kept literally and duplicates merged", async () => {
    const created = await send("POST", "/api/trackers", { name: " Competitor: Acme ", phrases: ["Acme", "acme", "Acme.io (beta)", "C++"], side: "customer" });
    expect(created.statusCode).toBe(201);
    const tracker = created.json();
    expect(tracker).toMatchObject({ name: "Competitor: Acme", phrases: ["acme", "Acme.io (beta)", "C++"], side: "customer" });

    const edited = await send("PUT", `/api/trackers/${tracker.id}`, { name: "Acme", phrases: ["Acme Corp"], side: "anyone" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: tracker.id, name: "Acme", phrases: ["Acme Corp"], side: "anyone" });
    expect((await send("GET", "/api/trackers")).json().trackers.map((tr: { name: string }) => tr.name)).toContain("Acme");

    expect((await send("DELETE", `/api/trackers/${tracker.id}`)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/trackers/${tracker.id}`)).statusCode).toBe(404);
  });

  it("side defaults to anyone", async () => {
    const created = await send("POST", "/api/trackers", { name: "Churn", phrases: ["cancel"] });
    expect(created.json().side).toBe("anyone");
  });

  it("refuses a second tracker with the same name (409) and a tracker beyond the limit (400)", async () => {
    await send("GET", "/api/trackers");
    const clash = await send("POST", "/api/trackers", { name: "pricing", phrases: ["money"] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/already have a tracker named/);

    const room = TRACKER_LIMITS.trackersPerUser - DEFAULT_TRACKERS.length;
    for (let i = 0; i < room; i += 1) {
      expect((await send("POST", "/api/trackers", { name: `T${i}`, phrases: [`word${i}`] })).statusCode).toBe(201);
    }
    const over = await send("POST", "/api/trackers", { name: "One too many", phrases: ["x"] });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/at most 100 trackers/);
    expect((await send("GET", "/api/trackers")).json().trackers).toHaveLength(TRACKER_LIMITS.trackersPerUser);
  });

  it.each([
    [{ name: "X", phrases: [] }, /at least one phrase/],
    [{ name: "X", phrases: Array.from({ length: 1000 }, (_, i) => `p${i}`) }, /at most 200 phrases/],
    [{ name: "X", phrases: ["a".repeat(81)] }, /at most 80 characters/],
    [{ name: "X", phrases: ["   "] }, /cannot be empty/],
    [{ name: "X", phrases: ["?!*"] }, /letter or digit/],
    [{ name: "", phrases: ["a"] }, /name is required/],
    [{ name: "n".repeat(61), phrases: ["a"] }, /at most 60 characters/],
    [{ name: "X", phrases: ["a"], side: "them" }, /./],
    [{ name: "X", phrases: "price" }, /list of words/],
    [{ name: "X", phrases: ["a"], extra: 1 }, /Unknown field: extra/],
  ])("refuses %j with a clear 400 and changes nothing", async (body, message) => {
    const before = (await send("GET", "/api/trackers")).json().trackers;
    const response = await send("POST", "/api/trackers", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const put = await send("PUT", `/api/trackers/${before[0].id}`, body);
    expect(put.statusCode).toBe(400);
    expect((await send("GET", "/api/trackers")).json().trackers).toEqual(before);
  });

  it("keeps a battle card per tracker: empty until written, replaced whole, bad cards refused", async () => {
    const tracker = (await send("POST", "/api/trackers", { name: "Acme", phrases: ["Acme"] })).json();
    const url = `/api/trackers/${tracker.id}/battle-card`;
    expect((await send("GET", url)).json()).toEqual({ summary: "", whyWeWin: [], landmines: [], objections: [] });
    const card = { summary: " Acme is cheap up front. ", whyWeWin: ["Onboarding in a week"], landmines: ["Ask about their API limits"], objections: [{ objection: "Acme is cheaper", answer: "Count the admin hours" }] };
    // Writing a card is a Pro feature (SPEC §9): on Free it is a 403 that says so, and nothing is stored.
    const refused = await send("PUT", url, card);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Battle cards come with the Pro or Enterprise plan/);
    expect((await send("GET", url)).json().summary).toBe("");
    await t.database.db.update(users).set({ plan: "pro" }).where(eq(users.id, user.userId));
    const put = await send("PUT", url, card);
    expect(put.statusCode).toBe(200);
    expect(put.json().summary).toBe("Acme is cheap up front.");
    expect((await send("GET", url)).json()).toEqual({ ...card, summary: "Acme is cheap up front." });
    for (const [bad, message] of [
      [{ ...card, whyWeWin: Array(21).fill("x") }, /At most 20 entries/],
      [{ ...card, objections: [{ objection: "x", answer: "" }] }, /answer cannot be empty/],
      [{ ...card, summary: "s".repeat(1001) }, /at most 1000 characters/],
      [{ summary: "" }, /./],
    ] as const) {
      const response = await send("PUT", url, bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await send("GET", url)).json().summary).toBe("Acme is cheap up front.");
    expect((await send("GET", "/api/trackers/no-such-tracker/battle-card")).statusCode).toBe(404);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/trackers", "/api/trackers/{id}", "/api/trackers/{id}/battle-card", "/api/transcripts/{id}/tracker-hits", "/api/analytics/trackers"]));
  });
});
