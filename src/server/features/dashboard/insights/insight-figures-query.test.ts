import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/open";
import { testDatabase } from "@tests/server/db";
import { daysAgo, insertCall, insertUser, NOT_ASSESSED } from "@tests/server/helpers/dashboard";
import { coachingInsights } from "./coaching-insights";
import { insightFigures } from "./insight-figures-query";

let db: Db;
let userId: string;
beforeEach(async () => {
  ({ db } = await testDatabase());
  userId = await insertUser(db);
});

describe("insightFigures", () => {
  it("answers an empty window for an account without calls", async () => {
    expect(await insightFigures(db, userId)).toEqual({
      windowCalls: 0,
      recentCalls: 0,
      talkRatioRecent: null,
      talkRatioPrevious: null,
      aiScoreRecent: null,
      aiScorePrevious: null,
      questionsRecent: null,
      monologueRecent: null,
      economicBuyerMissing: 0,
      withoutNextSteps: 0,
      objectionsRaised: 0,
      objectionsAnswered: 0,
    });
    expect((await coachingInsights(db, userId)).map((i) => i.title)).toEqual(["Not enough calls yet"]);
  });

  it("reads a single call's figures", async () => {
    await insertCall(db, userId, {
      talkRatio: 0.5,
      aiScore: 6,
      metrics: { questionsByRep: 9, longestRepMonologueSeconds: 200 },
      meddic: { economic_buyer: "Partial" },
      followUps: [],
      objections: [{ answered: true }, { answered: false }],
    });
    expect(await insightFigures(db, userId)).toMatchObject({
      windowCalls: 1,
      recentCalls: 1,
      talkRatioRecent: 0.5,
      talkRatioPrevious: null,
      aiScoreRecent: 6,
      questionsRecent: 9,
      monologueRecent: 200,
      economicBuyerMissing: 1,
      withoutNextSteps: 1,
      objectionsRaised: 2,
      objectionsAnswered: 1,
    });
  });

  it("splits the ten newest analysed calls into the last five and the five before", async () => {
    // Twelve calls, day 12 oldest; only days 1–10 are in the window, days 1–5 the recent half.
    for (let day = 12; day >= 1; day--) {
      await insertCall(db, userId, {
        uploadedAt: daysAgo(day),
        talkRatio: day <= 5 ? 0.625 : 0.375,
        aiScore: day <= 5 ? 8 : 6,
        metrics: { questionsByRep: day, longestRepMonologueSeconds: 100 },
        meddic: { economic_buyer: day % 2 === 0 ? "Yes" : "No" },
        followUps: day <= 3 ? [{ due: "Monday" }] : [],
        objections: [{ answered: day <= 5 }],
      });
    }
    await insertCall(db, userId, { uploadedAt: daysAgo(0), analysed: false });
    await insertCall(db, userId, { uploadedAt: daysAgo(0), deleted: true });
    // Internal stand-ups among the newest calls: no sales call to coach, so no place in the window.
    for (const hour of [2, 3, 4]) await insertCall(db, userId, { ...NOT_ASSESSED, uploadedAt: daysAgo(0, hour) });
    await insertCall(db, userId, { ...NOT_ASSESSED, uploadedAt: daysAgo(3, 15) });
    expect(await insightFigures(db, userId)).toEqual({
      windowCalls: 10,
      recentCalls: 5,
      talkRatioRecent: 0.625,
      talkRatioPrevious: 0.375,
      aiScoreRecent: 8,
      aiScorePrevious: 6,
      questionsRecent: 3, // days 1..5
      monologueRecent: 100,
      economicBuyerMissing: 5, // odd days 1..9
      withoutNextSteps: 7, // days 4..10
      objectionsRaised: 10,
      objectionsAnswered: 5,
    });
    const titles = (await coachingInsights(db, userId)).map((i) => `${i.type}: ${i.title}`);
    expect(titles).toEqual([
      "warning: Talk ratio above benchmark",
      "improvement: Ask more discovery questions",
      "improvement: Calls ending without next steps",
      "positive: AI score improving",
    ]);
  });

  it("never looks at another user's calls", async () => {
    const other = await insertUser(db);
    for (let i = 0; i < 4; i++) await insertCall(db, other);
    expect((await insightFigures(db, userId)).windowCalls).toBe(0);
  });
});
