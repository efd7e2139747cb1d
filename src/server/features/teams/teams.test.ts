import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { teamInvitations } from "@server/db/schema";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";
import { invite, joinedMember, setPlan, teamWithManager, tokenOf } from "@tests/server/helpers/teams";
import { mailText, startFakeSmtp, type FakeSmtp } from "@tests/fakes/smtp";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const current = (cookie: string) => t.app.inject({ method: "GET", url: "/api/teams/current", headers: { cookie } });

describe("creating a team", () => {
  it("Free and Starter users cannot create one and are told which plan it takes", async () => {
    for (const plan of ["free", "start"] as const) {
      const user = await signUpUser(t.app);
      await setPlan(t, user.userId, plan);
      expect((await current(user.cookie)).json()).toEqual({ team: null, canCreate: false });
      const refused = await t.app.inject({ method: "POST", url: "/api/teams", headers: { cookie: user.cookie }, payload: { name: "Sales" } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/Pro or Enterprise plan/);
    }
  });

  it("a Pro user creates a team, becomes its manager, and cannot create a second", async () => {
    const user = await signUpUser(t.app);
    await setPlan(t, user.userId, "pro");
    expect((await current(user.cookie)).json().canCreate).toBe(true);
    const created = await t.app.inject({ method: "POST", url: "/api/teams", headers: { cookie: user.cookie }, payload: { name: "  West  " } });
    expect(created.statusCode).toBe(201);
    const { team } = created.json();
    expect(team).toMatchObject({ name: "West", plan: "pro", seats: 1, myRole: "manager", invitations: [] });
    expect(team.members).toEqual([expect.objectContaining({ userId: user.userId, role: "manager" })]);
    const again = await t.app.inject({ method: "POST", url: "/api/teams", headers: { cookie: user.cookie }, payload: { name: "East" } });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a blank name and unknown fields", async () => {
    const user = await signUpUser(t.app);
    await setPlan(t, user.userId, "unlimited");
    for (const payload of [{ name: " " }, { name: "A", owner: "x" }, {}]) {
      const response = await t.app.inject({ method: "POST", url: "/api/teams", headers: { cookie: user.cookie }, payload });
      expect(response.statusCode).toBe(400);
    }
    expect((await current(user.cookie)).json().team).toBeNull();
  });
});

describe("invitations", () => {
  it("a single-use link for the invited address joins the team with its role", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const response = await t.app.inject({ method: "POST", url: `/api/teams/${teamId}/invitations`, headers: { cookie: manager.cookie }, payload: { email: "Rep@Example.com" } });
    expect(response.statusCode).toBe(201);
    const { inviteUrl, emailed, expiresAt } = response.json();
    expect(inviteUrl).toMatch(/^http:\/\/localhost(:\d+)?\/join\/[A-Za-z0-9_-]{43}$/);
    expect(emailed).toBe(false);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // Only the token's hash is stored.
    const [stored] = await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.teamId, teamId));
    expect(stored?.tokenHash).not.toContain(tokenOf(inviteUrl));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(inviteUrl));

    const pending = (await current(manager.cookie)).json().team.invitations;
    expect(pending).toEqual([expect.objectContaining({ email: "Rep@Example.com", role: "rep" })]);

    const rep = await signUpUser(t.app, { email: "rep@example.com" });
    const preview = await t.app.inject({ method: "GET", url: `/api/invitations/${tokenOf(inviteUrl)}`, headers: { cookie: rep.cookie } });
    expect(preview.json()).toMatchObject({ teamName: "Closers", invitedBy: "Maya Manager", role: "rep" });
    const accepted = await t.app.inject({ method: "POST", url: `/api/invitations/${tokenOf(inviteUrl)}/accept`, headers: { cookie: rep.cookie } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().team).toMatchObject({ id: teamId, myRole: "rep", seats: 2, invitations: [] });
    // Reps do not see the open invitations; the manager sees the new member.
    const managerView = (await current(manager.cookie)).json().team;
    expect(managerView.members.map((m: { userId: string }) => m.userId)).toEqual([manager.userId, rep.userId]);
    expect(managerView.invitations).toEqual([]);
  });

  it("is e-mailed when SMTP is configured", async () => {
    const smtp: FakeSmtp = await startFakeSmtp();
    const mailed = await createTestApp({ SMTP_URL: smtp.url, SMTP_FROM: "Rapport <team@rapport.test>" });
    try {
      const { manager, teamId } = await teamWithManager(mailed);
      const response = await mailed.app.inject({ method: "POST", url: `/api/teams/${teamId}/invitations`, headers: { cookie: manager.cookie }, payload: { email: "new.rep@example.com" } });
      expect(response.json().emailed).toBe(true);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]?.to).toEqual(["new.rep@example.com"]);
      expect(smtp.mails[0]?.from).toBe("team@rapport.test");
      expect(mailText(smtp.mails[0]!)).toContain(response.json().inviteUrl);
      expect(mailText(smtp.mails[0]!)).toContain("Maya Manager invited you to join the team Closers");
    } finally {
      await mailed.close();
      await smtp.close();
    }
  });

  it("still answers the link to copy when the mail server is down", async () => {
    const down = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const { manager, teamId } = await teamWithManager(down);
      const response = await down.app.inject({ method: "POST", url: `/api/teams/${teamId}/invitations`, headers: { cookie: manager.cookie }, payload: { email: "x@example.com" } });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ emailed: false, inviteUrl: expect.stringContaining("/join/") });
    } finally {
      await down.close();
    }
  });

  it("a manager can withdraw an open invitation, after which its link is dead", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const token = await invite(t, manager, teamId, "gone@example.com");
    const [{ id }] = (await current(manager.cookie)).json().team.invitations;
    const withdrawn = await t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/invitations/${id}`, headers: { cookie: manager.cookie } });
    expect(withdrawn.statusCode).toBe(200);
    const user = await signUpUser(t.app, { email: "gone@example.com" });
    expect((await t.app.inject({ method: "POST", url: `/api/invitations/${token}/accept`, headers: { cookie: user.cookie } })).statusCode).toBe(404);
  });
});

describe("members and roles", () => {
  it("a manager promotes a rep; the last manager cannot leave or step down; a rep can leave", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const stepDown = await t.app.inject({ method: "PATCH", url: `/api/teams/${teamId}/members/${manager.userId}`, headers: { cookie: manager.cookie }, payload: { role: "rep" } });
    expect(stepDown.statusCode).toBe(409);
    const leave = await t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/members/${manager.userId}`, headers: { cookie: manager.cookie } });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toMatch(/last manager/);

    const promote = await t.app.inject({ method: "PATCH", url: `/api/teams/${teamId}/members/${rep.userId}`, headers: { cookie: manager.cookie }, payload: { role: "manager" } });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().team.members.find((m: { userId: string }) => m.userId === rep.userId).role).toBe("manager");
    // The member who pays for the seats stays; the promoted one may step down again and leave.
    const demote = await t.app.inject({ method: "PATCH", url: `/api/teams/${teamId}/members/${rep.userId}`, headers: { cookie: rep.cookie }, payload: { role: "rep" } });
    expect(demote.statusCode).toBe(200);
    const left = await t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/members/${rep.userId}`, headers: { cookie: rep.cookie } });
    expect(left.statusCode).toBe(200);
    expect((await current(rep.cookie)).json().team).toBeNull();
    expect((await current(manager.cookie)).json().team.seats).toBe(1);
  });

  it("a manager removes a rep", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/members/${rep.userId}`, headers: { cookie: manager.cookie } });
    expect(removed.statusCode).toBe(200);
    expect((await current(rep.cookie)).json().team).toBeNull();
  });
});

describe("the team's plan covers its members", () => {
  it("a Free rep on a Pro team gets Pro's monthly recordings, and loses them when the payer drops below Pro or the rep leaves", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const limit = async () => (await t.app.inject({ url: "/api/usage/stats", headers: { cookie: rep.cookie } })).json().limit;
    expect(await limit()).toBe(100);
    await setPlan(t, manager.userId, "free");
    expect(await limit()).toBe(3);
    await setPlan(t, manager.userId, "unlimited");
    expect(await limit()).toBeNull();
    await t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/members/${rep.userId}`, headers: { cookie: rep.cookie } });
    expect(await limit()).toBe(3);
  });
});
