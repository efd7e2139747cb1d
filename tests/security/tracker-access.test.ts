import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../server/app";
import { joinedMember, teamWithManager, uploadCall } from "../server/helpers/teams";

/**
 * Issue 18: trackers belong to one user. Signed out → 401; another user's tracker answers 404 exactly
 * like a missing id and stays as it was; bad bodies and ids → 400.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let intruder: Awaited<ReturnType<typeof signUpUser>>;
let trackerId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  intruder = await signUpUser(t.app);
  const created = await t.app.inject({ method: "POST", url: "/api/trackers", headers: { cookie: owner.cookie }, payload: { name: "Acme", phrases: ["Acme"], side: "customer" } });
  expect(created.statusCode).toBe(201);
  trackerId = created.json().id;
});
afterAll(async () => t.close());

const body = { name: "Stolen", phrases: ["x"], side: "us" };

describe("tracker access", () => {
  it("signed out: every tracker route answers 401", async () => {
    for (const [method, url] of [["GET", "/api/trackers"], ["GET", "/api/analytics/trackers"], ["POST", "/api/trackers"], ["PUT", `/api/trackers/${trackerId}`], ["DELETE", `/api/trackers/${trackerId}`], ["GET", `/api/trackers/${trackerId}/battle-card`], ["PUT", `/api/trackers/${trackerId}/battle-card`]] as const) {
      const response = await t.app.inject({ method, url, ...(method === "POST" || method === "PUT" ? { payload: body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("another user's tracker is not found, never changed, never listed", async () => {
    const headers = { cookie: intruder.cookie };
    const put = await t.app.inject({ method: "PUT", url: `/api/trackers/${trackerId}`, headers, payload: body });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe("Tracker not found");
    expect((await t.app.inject({ method: "GET", url: `/api/trackers/${trackerId}/battle-card`, headers })).statusCode).toBe(404);
    const card = { summary: "Mine now", whyWeWin: [], landmines: [], objections: [] };
    expect((await t.app.inject({ method: "PUT", url: `/api/trackers/${trackerId}/battle-card`, headers, payload: card })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/trackers/${trackerId}/battle-card`, headers: { cookie: owner.cookie } })).json().summary).toBe("");
    const del = await t.app.inject({ method: "DELETE", url: `/api/trackers/${trackerId}`, headers });
    expect(del.statusCode).toBe(404);
    const missing = await t.app.inject({ method: "DELETE", url: "/api/trackers/no-such-id", headers });
    expect(missing.json()).toEqual(del.json());
    const theirs = (await t.app.inject({ method: "GET", url: "/api/trackers", headers })).json().trackers;
    expect(theirs.map((tr: { id: string }) => tr.id)).not.toContain(trackerId);
    const mine = (await t.app.inject({ method: "GET", url: "/api/trackers", headers: { cookie: owner.cookie } })).json().trackers;
    expect(mine.find((tr: { id: string }) => tr.id === trackerId)).toMatchObject({ name: "Acme", phrases: ["Acme"], side: "customer" });
  });

  it("bad bodies and oversized ids answer 400", async () => {
    const headers = { cookie: owner.cookie, "content-type": "application/json" };
    for (const payload of ["[]", "null", '"x"', '{"name":"x","phrases":[1]}', '{"name":{"a":1},"phrases":["a"]}', "{not json"]) {
      const response = await t.app.inject({ method: "POST", url: "/api/trackers", headers, payload });
      expect(response.statusCode, payload).toBe(400);
    }
    const longId = await t.app.inject({ method: "PUT", url: `/api/trackers/${"x".repeat(150)}`, headers, payload: JSON.stringify(body) });
    expect(longId.statusCode).toBe(400);
  });

  it("a call's tracker hits are read by the owner and current teammates only", async () => {
    const { manager, teamId } = await teamWithManager(t, "Trackers");
    const rep = await joinedMember(t, manager, teamId, "rep", "Riley");
    const leaver = await joinedMember(t, manager, teamId, "rep", "Rowan");
    const callId = await uploadCall(t, rep);
    await t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/members/${leaver.userId}`, headers: { cookie: manager.cookie } });
    const read = (cookie?: string) => t.app.inject({ method: "GET", url: `/api/transcripts/${callId}/tracker-hits`, ...(cookie ? { headers: { cookie } } : {}) });
    expect((await read(rep.cookie)).statusCode).toBe(200);
    expect((await read(manager.cookie)).statusCode).toBe(200);
    for (const outsider of [leaver, intruder, owner]) expect((await read(outsider.cookie)).statusCode).toBe(404);
    expect((await read()).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/transcripts/no-such-call/tracker-hits", headers: { cookie: rep.cookie } })).statusCode).toBe(404);
  });
});
