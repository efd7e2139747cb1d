import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { meetings, teamInvitations } from "@server/db/schema";
import { createTestApp, signUpUser, type TestApp } from "../server/app";
import { invite, joinedMember, teamWithManager, uploadCall, type TestUser } from "../server/helpers/teams";

/**
 * Issue 17: every team route and every call route, as a non-member, a removed member, a member of
 * another team and a rep trying manager actions; invitation tokens reused and expired. Outsiders get
 * the same 404 as a missing id; a member who may read but not change gets 403.
 */
let t: TestApp;
let manager: TestUser;
let rep: TestUser;
let removed: TestUser;
let stranger: TestUser;
let otherManager: TestUser;
let otherRep: TestUser;
let teamId: string;
let otherTeamId: string;
let repCall: string;
let managerCall: string;
let meetingId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, teamId } = await teamWithManager(t, "Alpha"));
  rep = await joinedMember(t, manager, teamId, "rep", "Riley");
  removed = await joinedMember(t, manager, teamId, "rep", "Rowan");
  stranger = await signUpUser(t.app);
  ({ manager: otherManager, teamId: otherTeamId } = await teamWithManager(t, "Beta"));
  otherRep = await joinedMember(t, otherManager, otherTeamId, "rep", "Olive");
  repCall = await uploadCall(t, rep);
  managerCall = await uploadCall(t, manager);
  meetingId = "meeting-of-rep";
  await t.database.db.insert(meetings).values({
    id: meetingId,
    userId: rep.userId,
    name: "Acme",
    meetingUrl: "https://meet.google.com/abc-defg-hij",
    scheduledAt: new Date(),
    status: "completed",
    provider: "attendee",
  });
  const out = await t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/members/${removed.userId}`, headers: { cookie: manager.cookie } });
  expect(out.statusCode).toBe(200);
});
afterAll(async () => t.close());

const call = (user: TestUser, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

const outsiders = () => [
  ["a non-member", stranger],
  ["a removed member", removed],
  ["a member of another team", otherRep],
  ["the manager of another team", otherManager],
] as const;

describe("call routes", () => {
  const reads = () => [
    ["GET", `/api/transcripts/${repCall}`],
    ["GET", `/api/transcripts/${repCall}/speakers`],
    ["GET", `/api/analyses/transcript/${repCall}`],
    ["GET", `/api/meetings/${meetingId}/recording`],
    ["GET", `/api/transcripts/${repCall}/comments`],
    ["GET", `/api/transcripts/${repCall}/access`],
  ] as const;

  it("outsiders get 404 on every read and every change of a team call, exactly like a missing id", async () => {
    for (const [, user] of outsiders()) {
      for (const [method, url] of reads()) {
        const response = await call(user, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toMatch(/not found/i);
      }
      expect((await call(user, "PUT", `/api/transcripts/${repCall}/speakers`, { speakerMapping: { "0": { name: "X", role: "account_owner" } } })).statusCode).toBe(404);
      expect((await call(user, "DELETE", `/api/transcripts/${repCall}`)).statusCode).toBe(404);
      expect((await call(user, "POST", `/api/transcripts/${repCall}/comments`, { body: "Nice", atSeconds: 3 })).statusCode).toBe(404);
    }
    expect((await call(rep, "GET", `/api/transcripts/${repCall}/comments`)).json().comments).toEqual([]);
    expect((await call(rep, "GET", "/api/notifications")).json().unread).toBe(0);
  });

  it("teammates read each other's calls; the audio route lets them through to the recording check", async () => {
    for (const reader of [manager, rep]) {
      const transcript = await call(reader, "GET", `/api/transcripts/${managerCall}`);
      expect(transcript.statusCode).toBe(200);
      expect((await call(reader, "GET", `/api/transcripts/${repCall}/speakers`)).statusCode).toBe(200);
    }
    // No analysis has run in this app (no worker): the teammate gets as far as the owner does.
    const analysis = await call(manager, "GET", `/api/analyses/transcript/${repCall}`);
    expect(analysis.json().message).toBe((await call(rep, "GET", `/api/analyses/transcript/${repCall}`)).json().message);
    const audio = await call(manager, "GET", `/api/meetings/${meetingId}/recording`);
    expect(audio.statusCode).toBe(404);
    expect(audio.json().message).toBe("This meeting has no recording");
  });

  it("a rep cannot delete or correct a teammate's call; a manager can correct a rep's", async () => {
    const mapping = { speakerMapping: { "0": { name: "Riley", role: "account_owner" } } };
    const speakers = await call(rep, "PUT", `/api/transcripts/${managerCall}/speakers`, mapping);
    expect([403, 404]).toContain(speakers.statusCode);
    const deleted = await call(rep, "DELETE", `/api/transcripts/${managerCall}`);
    expect([403, 404]).toContain(deleted.statusCode);
    expect((await call(manager, "GET", `/api/transcripts/${managerCall}`)).statusCode).toBe(200);
    expect((await call(manager, "PUT", `/api/transcripts/${repCall}/speakers`, mapping)).statusCode).toBe(200);
  });

  it("a teammate's calls never show in one's own lists", async () => {
    const list = await call(manager, "GET", "/api/transcripts");
    expect(list.json().map((row: { id: string }) => row.id)).toEqual([managerCall]);
  });
});

describe("team routes", () => {
  const teamRoutes = () =>
    [
      ["POST", `/api/teams/${teamId}/invitations`, { email: "someone@example.com" }],
      ["DELETE", `/api/teams/${teamId}/members/${rep.userId}`, undefined],
      ["PATCH", `/api/teams/${teamId}/members/${rep.userId}`, { role: "manager" }],
      ["DELETE", `/api/teams/${teamId}/invitations/whatever`, undefined],
      ["GET", `/api/teams/${teamId}/stats`, undefined],
      ["GET", `/api/teams/${teamId}/trends`, undefined],
      ["PUT", `/api/teams/${teamId}/library/${repCall}`, undefined],
      ["DELETE", `/api/teams/${teamId}/library/${repCall}`, undefined],
    ] as const;

  it("outsiders get 404 on every route of a team they are not on, and nothing changes", async () => {
    for (const [, user] of outsiders()) {
      for (const [method, url, payload] of teamRoutes()) {
        expect((await call(user, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call(user, "GET", "/api/teams/current")).json().team?.id ?? null).not.toBe(teamId);
    }
    for (const [, user] of outsiders()) {
      expect((await call(user, "GET", `/api/teams/${teamId}/library`)).statusCode).toBe(404);
      expect((await call(user, "GET", `/api/teams/${teamId}/members/${rep.userId}/calls`)).statusCode).toBe(404);
    }
    const team = (await call(manager, "GET", "/api/teams/current")).json().team;
    expect(team.members.map((m: { userId: string }) => m.userId)).toEqual([manager.userId, rep.userId]);
    expect(team.invitations).toEqual([]);
    expect((await call(manager, "GET", `/api/teams/${teamId}/library`)).json().items).toEqual([]);
  });

  it("a rep gets 403 on manager actions, and nothing changes", async () => {
    for (const [method, url, payload] of teamRoutes()) {
      if (url.endsWith(rep.userId) && method === "DELETE") continue; // leaving is the rep's own right
      const response = await call(rep, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(rep, "DELETE", `/api/teams/${teamId}/members/${manager.userId}`)).statusCode).toBe(403);
    const team = (await call(manager, "GET", "/api/teams/current")).json().team;
    expect(team.members.find((m: { userId: string }) => m.userId === rep.userId).role).toBe("rep");
    expect((await call(rep, "GET", "/api/teams/current")).json().team.invitations).toEqual([]);
  });

  it("a manager of one team cannot act on members or calls of another", async () => {
    expect((await call(manager, "PUT", `/api/teams/${teamId}/library/${await uploadCall(t, otherRep)}`)).statusCode).toBe(404);
    expect((await call(manager, "GET", `/api/teams/${teamId}/members/${otherRep.userId}/calls`)).statusCode).toBe(404);
    expect((await call(manager, "DELETE", `/api/teams/${otherTeamId}/members/${otherRep.userId}`)).statusCode).toBe(404);
    expect((await call(manager, "DELETE", `/api/teams/${teamId}/members/${otherRep.userId}`)).statusCode).toBe(404);
    expect((await call(manager, "PATCH", `/api/teams/${teamId}/members/${otherRep.userId}`, { role: "manager" })).statusCode).toBe(404);
  });
});

describe("invitation tokens", () => {
  it("a used token does not work again, for anyone", async () => {
    const token = await invite(t, manager, teamId, "twice@example.com");
    const first = await signUpUser(t.app, { email: "twice@example.com" });
    expect((await call(first, "POST", `/api/invitations/${token}/accept`)).statusCode).toBe(200);
    await call(first, "DELETE", `/api/teams/${teamId}/members/${first.userId}`);
    expect((await call(first, "POST", `/api/invitations/${token}/accept`)).statusCode).toBe(404);
    expect((await call(first, "GET", `/api/invitations/${token}`)).statusCode).toBe(404);
    expect((await call(first, "GET", "/api/teams/current")).json().team).toBeNull();
  });

  it("an expired token does not work", async () => {
    const token = await invite(t, manager, teamId, "late@example.com");
    await t.database.db.update(teamInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvitations.email, "late@example.com"));
    const late = await signUpUser(t.app, { email: "late@example.com" });
    expect((await call(late, "POST", `/api/invitations/${token}/accept`)).statusCode).toBe(404);
    expect((await call(late, "GET", "/api/teams/current")).json().team).toBeNull();
  });

  it("a token for someone else's address, or for a user already on a team, does not join", async () => {
    const token = await invite(t, manager, teamId, "intended@example.com");
    const thief = await signUpUser(t.app);
    expect((await call(thief, "POST", `/api/invitations/${token}/accept`)).statusCode).toBe(403);
    const busyToken = await invite(t, manager, teamId, otherRep.email);
    expect((await call(otherRep, "POST", `/api/invitations/${busyToken}/accept`)).statusCode).toBe(409);
    expect((await call(otherRep, "GET", "/api/teams/current")).json().team.id).toBe(otherTeamId);
    // Still unused: the intended person can join with it.
    const intended = await signUpUser(t.app, { email: "intended@example.com" });
    expect((await call(intended, "POST", `/api/invitations/${token}/accept`)).statusCode).toBe(200);
  });

  it("made-up and malformed tokens are 404 or 400, never a join", async () => {
    for (const token of ["nope", "A".repeat(43), "x".repeat(201)]) {
      const response = await call(stranger, "POST", `/api/invitations/${token}/accept`);
      expect([400, 404, 414]).toContain(response.statusCode);
    }
  });
});
