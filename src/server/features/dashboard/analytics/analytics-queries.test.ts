import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/open";
import { testDatabase } from "@tests/server/db";
import { daysAgo, insertCall, insertUser, NOT_ASSESSED, NOW } from "@tests/server/helpers/dashboard";
import { analyticsDashboard } from "./analytics-dashboard";
import { callBreakdowns } from "./breakdowns-query";
import { recentTranscripts } from "./recent-transcripts-query";

let db: Db;
let userId: string;
const skillsBreakdown = async (db: Db, userId: string) => (await callBreakdowns(db, userId)).skillsBreakdown;
const meddicScores = async (db: Db, userId: string) => (await callBreakdowns(db, userId)).meddicScores;
const callOutcomes = async (db: Db, userId: string) => (await callBreakdowns(db, userId)).callOutcomes;
beforeEach(async () => {
  ({ db } = await testDatabase());
  userId = await insertUser(db);
});

const NO_SKILLS = {
  Discovery: null,
  Listening: null,
  "Objection handling": null,
  "Value articulation": null,
  "Next steps": null,
  Rapport: null,
};
const NO_MEDDIC = { metrics: 0, economic_buyer: 0, decision_criteria: 0, decision_process: 0, identify_pain: 0, champion: 0 };
const outcomes = (likely: number, possible: number, atRisk: number) => [
  { name: "Likely to close (70%+)", value: likely, color: "#16a34a" },
  { name: "Undecided (40–69%)", value: possible, color: "#f59e0b" },
  { name: "At risk (under 40%)", value: atRisk, color: "#dc2626" },
];

describe("analytics dashboard on an empty account", () => {
  it("answers zeros, empty lists, no skill figures and empty buckets", async () => {
    expect(await analyticsDashboard(db, userId, NOW)).toEqual({
      totalCalls: 0,
      conversionRate: 0,
      avgDuration: 0,
      aiScore: 0,
      performanceTrends: [],
      recentTranscripts: [],
      skillsBreakdown: NO_SKILLS,
      meddicScores: NO_MEDDIC,
      callOutcomes: outcomes(0, 0, 0),
    });
  });
});

describe("callBreakdowns: skills", () => {
  it("scores a single call by the documented formulas", async () => {
    await insertCall(db, userId, {
      talkRatio: 0.54,
      sentiment: 0.625,
      metrics: { questionsByRep: 8, longestRepMonologueSeconds: 180, interactivity: 1 },
      meddic: { identify_pain: "Partial", metrics: "Yes", decision_criteria: "No" },
      followUps: [{ due: null }],
      objections: [{ answered: true }, { answered: true }, { answered: false }],
    });
    expect(await skillsBreakdown(db, userId)).toEqual({
      // questions 8/11 × 100 = 72.7, pain Partial 50 → 61.4
      Discovery: 61,
      // talk (0.65 − 0.54) / 0.22 × 100 = 50, monologue (300 − 180) / 150 × 100 = 80 → 65
      Listening: 65,
      // 2 of 3 answered
      "Objection handling": 67,
      // Metrics Yes 100, Decision Criteria No 0
      "Value articulation": 50,
      // follow-ups without a due date
      "Next steps": 50,
      // sentiment 62.5, interactivity 1 / 2 → 50
      Rapport: 56,
    });
  });

  it("averages per-call scores and pools objections over several calls", async () => {
    await insertCall(db, userId, {
      talkRatio: 0.3,
      sentiment: 1,
      metrics: { questionsByRep: 13, longestRepMonologueSeconds: 100, interactivity: 4 },
      meddic: { identify_pain: "Yes", metrics: "Yes", decision_criteria: "Yes" },
      followUps: [{ due: "Friday" }, { due: null }],
      objections: [],
    });
    await insertCall(db, userId, {
      talkRatio: 0.8,
      sentiment: 0,
      metrics: { questionsByRep: 20, longestRepMonologueSeconds: 400, interactivity: 0 },
      meddic: { identify_pain: "No", metrics: "No", decision_criteria: "Partial" },
      followUps: [],
      objections: [{ answered: false }],
    });
    expect(await skillsBreakdown(db, userId)).toEqual({
      // call 1: (100 + 100) / 2 = 100; call 2: 20 questions → 100 − 6 × 10 = 40, pain 0 → 20
      Discovery: 60,
      // call 1: 100, 100; call 2: 0, 0
      Listening: 50,
      "Objection handling": 0,
      // call 1: 100; call 2: (0 + 50) / 2 = 25
      "Value articulation": 63,
      // call 1 has a dated follow-up: 100; call 2 none: 0
      "Next steps": 50,
      // call 1: (100 + 100) / 2; call 2: 0
      Rapport: 50,
    });
  });

  it("leaves objection handling empty when no objection was raised", async () => {
    await insertCall(db, userId, { objections: [] });
    expect((await skillsBreakdown(db, userId))["Objection handling"]).toBeNull();
  });
});

describe("callBreakdowns: MEDDIC", () => {
  it("gives the percent of calls where each criterion was met, Partial not counting", async () => {
    await insertCall(db, userId, { meddic: { metrics: "Yes", economic_buyer: "Yes", champion: "Partial" } });
    expect(await meddicScores(db, userId)).toEqual({ ...NO_MEDDIC, metrics: 100, economic_buyer: 100 });
    await insertCall(db, userId, { meddic: { metrics: "Yes", identify_pain: "Yes" } });
    await insertCall(db, userId, { meddic: { identify_pain: "Partial" } });
    await insertCall(db, userId, { meddic: { metrics: "Yes" }, deleted: true });
    // 3 calls: metrics 2/3, economic buyer 1/3, identify pain 1/3.
    expect(await meddicScores(db, userId)).toEqual({ ...NO_MEDDIC, metrics: 67, economic_buyer: 33, identify_pain: 33 });
  });
});

describe("callBreakdowns: outcomes", () => {
  it("buckets analysed calls by conversion probability at 40 and 70", async () => {
    await insertCall(db, userId, { conversion: 70 });
    expect(await callOutcomes(db, userId)).toEqual(outcomes(1, 0, 0));
    for (const conversion of [69.9, 40, 39.9, 0, 100]) await insertCall(db, userId, { conversion });
    await insertCall(db, userId, { analysed: false });
    expect(await callOutcomes(db, userId)).toEqual(outcomes(2, 2, 2));
  });
});

describe("recentTranscripts", () => {
  it("lists the five newest calls that are not deleted, whatever their status", async () => {
    for (let day = 7; day >= 1; day--) await insertCall(db, userId, { name: `Day ${day}`, uploadedAt: daysAgo(day) });
    await insertCall(db, userId, { name: "Today, deleted", uploadedAt: daysAgo(0), deleted: true });
    await insertCall(db, userId, { name: "Today, processing", uploadedAt: daysAgo(0), analysed: false });
    const recent = await recentTranscripts(db, userId);
    expect(recent.map((r) => r.name)).toEqual(["Today, processing", "Day 1", "Day 2", "Day 3", "Day 4"]);
    expect(recent[1]!.uploadedAt).toBe("2026-11-20T12:00:00.000Z");
  });
});

describe("analyticsDashboard", () => {
  it("puts the totals, the 90-day trend and the breakdowns together", async () => {
    await insertCall(db, userId, { uploadedAt: daysAgo(100), conversion: 20, aiScore: 4, duration: 100 });
    await insertCall(db, userId, { uploadedAt: daysAgo(10), conversion: 80, aiScore: 9, duration: 500 });
    const dashboard = await analyticsDashboard(db, userId, NOW);
    expect(dashboard).toMatchObject({ totalCalls: 2, conversionRate: 50, avgDuration: 300, aiScore: 6.5 });
    expect(dashboard.performanceTrends).toEqual([{ date: "2026-11-11", score: 9, conversionRate: 80 }]);
    expect(dashboard.callOutcomes).toEqual(outcomes(1, 0, 1));
    expect(dashboard.recentTranscripts).toHaveLength(2);
  });

  it("counts a call the engine did not assess as a call but in no score, skill, MEDDIC figure or outcome", async () => {
    await insertCall(db, userId, {
      uploadedAt: daysAgo(3),
      conversion: 75,
      aiScore: 8,
      duration: 600,
      talkRatio: 0.4,
      sentiment: 0.8,
      meddic: { metrics: "Yes", identify_pain: "Partial" },
      followUps: [{ due: "Friday" }],
      objections: [{ answered: true }],
    });
    await insertCall(db, userId, { uploadedAt: daysAgo(1), conversion: 45, aiScore: 6, duration: 600, meddic: { champion: "Yes" } });
    const scored = await analyticsDashboard(db, userId, NOW);
    await insertCall(db, userId, { ...NOT_ASSESSED, uploadedAt: daysAgo(2) });
    await insertCall(db, userId, { ...NOT_ASSESSED, uploadedAt: daysAgo(1, 15) });
    const after = await analyticsDashboard(db, userId, NOW);
    const { totalCalls, avgDuration, recentTranscripts: recent, ...figures } = after;
    expect({ totalCalls, avgDuration, recent: recent.length }).toEqual({ totalCalls: 4, avgDuration: 1200, recent: 4 });
    const { totalCalls: _calls, avgDuration: _duration, recentTranscripts: _recent, ...scoredFigures } = scored;
    expect(figures).toEqual(scoredFigures);
    expect(figures).toMatchObject({ conversionRate: 60, aiScore: 7, callOutcomes: outcomes(1, 1, 0) });
  });
});
