import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { analyses } from "@server/db/schema";
import { createTestApp, type TestApp } from "@tests/server/app";
import { insertCall, NOT_ASSESSED, NOW } from "@tests/server/helpers/dashboard";
import { joinedMember, teamWithManager, uploadCall } from "@tests/server/helpers/teams";
import { mailText, startFakeSmtp, type FakeSmtp } from "@tests/fakes/smtp";
import { teamStats } from "./stats-query";
import { teamTrends } from "./trends-query";

let t: TestApp;
let smtp: FakeSmtp;
beforeEach(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("comments on a call", () => {
  it("a teammate comments at a moment; the owner sees it in the list, in notifications and by e-mail", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const callId = await uploadCall(t, rep, { name: "Acme discovery" });

    const posted = await t.app.inject({
      method: "POST",
      url: `/api/transcripts/${callId}/comments`,
      headers: { cookie: manager.cookie },
      payload: { body: "  Great question here — ask for the budget next.  ", atSeconds: 95 },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().comment).toMatchObject({ body: "Great question here — ask for the budget next.", atSeconds: 95, author: { id: manager.userId, name: "Maya Manager" } });

    const list = await t.app.inject({ url: `/api/transcripts/${callId}/comments`, headers: { cookie: rep.cookie } });
    expect(list.json().comments).toHaveLength(1);

    const notes = await t.app.inject({ url: "/api/notifications", headers: { cookie: rep.cookie } });
    expect(notes.json().unread).toBe(1);
    expect(notes.json().notifications[0]).toMatchObject({
      kind: "comment",
      transcriptId: callId,
      read: false,
      text: 'Maya Manager commented on "Acme discovery" at 1:35: Great question here — ask for the budget next.',
    });
    const commentMail = () => smtp.mails.find((mail) => mailText(mail).includes("commented on"));
    await until(() => commentMail() !== undefined);
    expect(commentMail()?.to).toEqual([rep.email]);
    expect(mailText(commentMail()!)).toContain('Maya Manager commented on "Acme discovery" at 1:35: Great question here — ask for the budget next.');

    // The author is not notified of their own comments; reading clears the count.
    expect((await t.app.inject({ url: "/api/notifications", headers: { cookie: manager.cookie } })).json().unread).toBe(0);
    await t.app.inject({ method: "POST", url: "/api/notifications/read", headers: { cookie: rep.cookie } });
    expect((await t.app.inject({ url: "/api/notifications", headers: { cookie: rep.cookie } })).json().unread).toBe(0);
    const ownComment = await t.app.inject({ method: "POST", url: `/api/transcripts/${callId}/comments`, headers: { cookie: rep.cookie }, payload: { body: "Thanks!" } });
    expect(ownComment.json().comment.atSeconds).toBeNull();
    expect((await t.app.inject({ url: "/api/notifications", headers: { cookie: rep.cookie } })).json().unread).toBe(0);
  });

  it("refuses empty, oversized and badly timed comments, storing nothing", async () => {
    const { manager } = await teamWithManager(t);
    const callId = await uploadCall(t, manager);
    for (const payload of [{ body: "   " }, { body: "x".repeat(2001) }, { body: "ok", atSeconds: -1 }, { body: "ok", atSeconds: 1.5 }, { body: "ok", extra: 1 }]) {
      const response = await t.app.inject({ method: "POST", url: `/api/transcripts/${callId}/comments`, headers: { cookie: manager.cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ url: `/api/transcripts/${callId}/comments`, headers: { cookie: manager.cookie } })).json().comments).toEqual([]);
  });

  it("tells the call screen who owns the call and what the reader may do", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const callId = await uploadCall(t, rep);
    const asManager = (await t.app.inject({ url: `/api/transcripts/${callId}/access`, headers: { cookie: manager.cookie } })).json();
    expect(asManager).toEqual({ isOwner: false, canEdit: true, ownerName: "Riley Rep", teamId, inLibrary: false, canCurate: true });
    const asOwner = (await t.app.inject({ url: `/api/transcripts/${callId}/access`, headers: { cookie: rep.cookie } })).json();
    expect(asOwner).toMatchObject({ isOwner: true, canEdit: true, canCurate: false });
  });
});

describe("the team library", () => {
  it("a manager marks a call worth learning from; every member browses it; a rep cannot curate", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const other = await joinedMember(t, manager, teamId, "rep", "Sam");
    const callId = await uploadCall(t, rep, { name: "Great close" });
    expect((await t.app.inject({ method: "PUT", url: `/api/teams/${teamId}/library/${callId}`, headers: { cookie: rep.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: `/api/teams/${teamId}/library/${callId}`, headers: { cookie: manager.cookie } })).statusCode).toBe(200);
    const library = (await t.app.inject({ url: `/api/teams/${teamId}/library`, headers: { cookie: other.cookie } })).json();
    expect(library.items).toEqual([expect.objectContaining({ id: callId, name: "Great close", ownerName: "Riley Rep", addedBy: "Maya Manager" })]);
    // The owner leaves: their calls leave the library with them.
    await t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/members/${rep.userId}`, headers: { cookie: rep.cookie } });
    expect((await t.app.inject({ url: `/api/teams/${teamId}/library`, headers: { cookie: other.cookie } })).json().items).toEqual([]);
  });
});

describe("the manager dashboard", () => {
  it("per rep, this month against last month, with MEDDIC coverage and the top coaching theme", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const db = t.database.db;
    const thisMonth = new Date(Date.UTC(2026, 10, 10));
    const lastMonth = new Date(Date.UTC(2026, 9, 20));
    await insertCall(db, rep.userId, { uploadedAt: thisMonth, aiScore: 8, conversion: 60, talkRatio: 0.4, meddic: { metrics: "Yes", champion: "Yes" } });
    const second = await insertCall(db, rep.userId, { uploadedAt: thisMonth, aiScore: 6, conversion: 40, talkRatio: 0.6, meddic: { metrics: "No" } });
    await insertCall(db, rep.userId, { uploadedAt: lastMonth, aiScore: 5, conversion: 30 });
    await insertCall(db, rep.userId, { uploadedAt: new Date(Date.UTC(2026, 7, 1)), aiScore: 1 }); // two months ago: left out
    await insertCall(db, rep.userId, { uploadedAt: thisMonth, deleted: true, aiScore: 1 });
    await insertCall(db, rep.userId, { uploadedAt: thisMonth, analysed: false });
    const issue = { issue: "Talking too much", why_it_matters: "", recommended_fix: "" };
    await db
      .update(analyses)
      .set({ salesCoaching: { coaching_score: 50, what_went_well: [], what_could_improve: [issue], tips: { materials_to_provide: [], value_reinforcements: [], objection_handling: [] } } })
      .where(eq(analyses.transcriptId, second));

    const stats = await teamStats(db, manager.userId, teamId, NOW);
    expect(stats.month).toBe("2026-11");
    expect(stats.lastMonth).toBe("2026-10");
    const riley = stats.reps.find((r) => r.userId === rep.userId)!;
    expect(riley.thisMonth).toMatchObject({ calls: 3, avgAiScore: 7, avgConversion: 50 });
    expect(riley.thisMonth.avgTalkRatio).toBeCloseTo(0.5);
    expect(riley.thisMonth.meddic.metrics).toBe(50);
    expect(riley.thisMonth.meddic.champion).toBe(50);
    expect(riley.lastMonth).toMatchObject({ calls: 1, avgAiScore: 5, avgConversion: 30 });
    expect(riley.topCoachingTheme).toBe("Talking too much");
    const maya = stats.reps.find((r) => r.userId === manager.userId)!;
    expect(maya.thisMonth).toMatchObject({ calls: 0, avgAiScore: null });

    const viaApi = await t.app.inject({ url: `/api/teams/${teamId}/stats`, headers: { cookie: manager.cookie } });
    expect(viaApi.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/teams/${teamId}/stats`, headers: { cookie: rep.cookie } })).statusCode).toBe(403);
    const calls = await t.app.inject({ url: `/api/teams/${teamId}/members/${rep.userId}/calls`, headers: { cookie: manager.cookie } });
    expect(calls.json().calls).toHaveLength(5);
  });

  it("counts a rep's calls the engine did not assess as calls, never in a score, MEDDIC share or coaching theme", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const db = t.database.db;
    const thisMonth = new Date(Date.UTC(2026, 10, 10));
    const sale = await insertCall(db, rep.userId, { uploadedAt: thisMonth, aiScore: 8, conversion: 60, talkRatio: 0.4, meddic: { metrics: "Yes" } });
    const standUps = [
      await insertCall(db, rep.userId, { ...NOT_ASSESSED, uploadedAt: thisMonth }),
      await insertCall(db, rep.userId, { ...NOT_ASSESSED, uploadedAt: thisMonth }),
    ];
    const coachingOf = (issue: string) => ({
      coaching_score: 0,
      what_went_well: [],
      what_could_improve: [{ issue, why_it_matters: "", recommended_fix: "" }],
      tips: { materials_to_provide: [], value_reinforcements: [], objection_handling: [] },
    });
    await db.update(analyses).set({ salesCoaching: coachingOf("Talking too much") }).where(eq(analyses.transcriptId, sale));
    for (const id of standUps) await db.update(analyses).set({ salesCoaching: coachingOf("No customer on this call") }).where(eq(analyses.transcriptId, id));

    const riley = (await teamStats(db, manager.userId, teamId, NOW)).reps.find((r) => r.userId === rep.userId)!;
    expect(riley.thisMonth).toMatchObject({ calls: 3, avgAiScore: 8, avgConversion: 60, avgQuestions: 12 });
    expect(riley.thisMonth.avgTalkRatio).toBeCloseTo(0.4);
    expect(riley.thisMonth.meddic.metrics).toBe(100);
    expect(riley.topCoachingTheme).toBe("Talking too much");
    const { weeks } = await teamTrends(db, manager.userId, teamId, NOW);
    expect(weeks.find((week) => week.weekStart === "2026-11-09")).toEqual({ weekStart: "2026-11-09", calls: 3, avgAiScore: 8, avgConversion: 60 });
  });
});

describe("team trends", () => {
  it("per week over twelve weeks, empty weeks included, current members only", async () => {
    const { manager, teamId } = await teamWithManager(t);
    const rep = await joinedMember(t, manager, teamId);
    const leaver = await joinedMember(t, manager, teamId, "rep", "Lee");
    const db = t.database.db;
    // NOW is Saturday 2026-11-21: its week starts Monday 2026-11-16.
    await insertCall(db, rep.userId, { uploadedAt: new Date(Date.UTC(2026, 10, 17)), aiScore: 8, conversion: 60 });
    await insertCall(db, manager.userId, { uploadedAt: new Date(Date.UTC(2026, 10, 16, 1)), aiScore: 6, conversion: 40 });
    await insertCall(db, rep.userId, { uploadedAt: new Date(Date.UTC(2026, 10, 9)), aiScore: 5, conversion: 20 });
    await insertCall(db, leaver.userId, { uploadedAt: new Date(Date.UTC(2026, 10, 17)), aiScore: 1, conversion: 1 });
    await t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/members/${leaver.userId}`, headers: { cookie: leaver.cookie } });

    const { weeks } = await teamTrends(db, manager.userId, teamId, NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({ weekStart: "2026-11-16", calls: 2, avgAiScore: 7, avgConversion: 50 });
    expect(weeks[10]).toEqual({ weekStart: "2026-11-09", calls: 1, avgAiScore: 5, avgConversion: 20 });
    expect(weeks[0]).toEqual({ weekStart: "2026-08-31", calls: 0, avgAiScore: null, avgConversion: null });
    expect((await t.app.inject({ url: `/api/teams/${teamId}/trends`, headers: { cookie: rep.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/teams/${teamId}/trends`, headers: { cookie: manager.cookie } })).statusCode).toBe(200);
  });
});
