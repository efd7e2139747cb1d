import { describe, expect, it } from "vitest";
import type { InsightFigures } from "./insight-figures-query";
import { insightsFrom } from "./rules";

/** Ten calls on every benchmark, nothing to remark but the good news. */
const good: InsightFigures = {
  windowCalls: 10,
  recentCalls: 5,
  talkRatioRecent: 0.41,
  talkRatioPrevious: 0.41,
  aiScoreRecent: 7.5,
  aiScorePrevious: 7.4,
  questionsRecent: 12.4,
  monologueRecent: 90,
  economicBuyerMissing: 0,
  withoutNextSteps: 2,
  objectionsRaised: 4,
  objectionsAnswered: 4,
};
const titles = (f: Partial<InsightFigures>) => insightsFrom({ ...good, ...f }).map((i) => `${i.type}: ${i.title}`);
const find = (f: Partial<InsightFigures>, title: string) => insightsFrom({ ...good, ...f }).find((i) => i.title === title);

describe("insightsFrom", () => {
  it("says plainly that there is too little data below three analysed calls", () => {
    for (const [n, have] of [[0, "none yet"], [1, "1 so far"], [2, "2 so far"]] as const) {
      expect(insightsFrom({ ...good, windowCalls: n, recentCalls: n })).toEqual([
        {
          type: "other",
          title: "Not enough calls yet",
          description: `Coaching insights need at least 3 analysed calls and you have ${have}. Upload more calls to see your trends.`,
        },
      ]);
    }
  });

  it("praises calls on the benchmarks, with the user's own figures", () => {
    expect(insightsFrom(good)).toEqual([
      {
        type: "positive",
        title: "Balanced talk time",
        description: "You talked 41% of the time over your last 5 calls, close to the 43% benchmark: your buyers did most of the talking.",
      },
      {
        type: "positive",
        title: "Strong discovery questions",
        description: "You asked 12.4 questions per call over your last 5 calls, inside the 11–14 range that converts best.",
      },
      { type: "positive", title: "Economic buyer identified", description: "You identified the economic buyer in every one of your last 10 calls." },
      { type: "positive", title: "Objections handled", description: "You answered 4 of the 4 objections raised in your last 10 calls." },
    ]);
  });

  it("warns when the talk ratio rises above the 43% benchmark, and says how it moved", () => {
    expect(find({ talkRatioRecent: 0.55, talkRatioPrevious: 0.47 }, "Talk ratio above benchmark")).toEqual({
      type: "warning",
      title: "Talk ratio above benchmark",
      description:
        "You talked 55% of the time over your last 5 calls, up from 47% in the 5 before, above the 43% benchmark of top performers. Ask an open question and let the buyer talk.",
    });
    // Within five points of the benchmark is still balanced.
    expect(titles({ talkRatioRecent: 0.48 })).toContain("positive: Balanced talk time");
  });

  it("is critical past 65% talk time", () => {
    const talk = find({ talkRatioRecent: 0.72, talkRatioPrevious: null, windowCalls: 4, recentCalls: 4 }, "You are doing most of the talking");
    expect(talk).toEqual({
      type: "critical",
      title: "You are doing most of the talking",
      description:
        "You talked 72% of the time over your last 4 calls. Above 65% conversion drops sharply; the best calls sit near 43%.",
    });
  });

  it("flags the economic buyer missing in most calls", () => {
    expect(find({ economicBuyerMissing: 7 }, "Economic buyer missing")).toEqual({
      type: "improvement",
      title: "Economic buyer missing",
      description:
        "The economic buyer was not identified in 7 of your last 10 calls. Ask who signs off on the budget and how they decide.",
    });
    expect(titles({ economicBuyerMissing: 5 }).join()).not.toContain("Economic buyer");
  });

  it("coaches question counts outside 11–14 both ways", () => {
    expect(find({ questionsRecent: 6.2 }, "Ask more discovery questions")?.description).toBe(
      "You asked 6.2 questions per call over your last 5 calls; calls with 11–14 questions convert best.",
    );
    expect(find({ questionsRecent: 18 }, "Too many questions")?.type).toBe("warning");
    expect(titles({ questionsRecent: 14 })).toContain("positive: Strong discovery questions");
    expect(titles({ questionsRecent: 11 })).toContain("positive: Strong discovery questions");
  });

  it("warns about long monologues, unanswered objections and calls without next steps", () => {
    expect(find({ monologueRecent: 190 }, "Long monologues")?.description).toBe(
      "Your longest monologue averaged 3 min 10 s over your last 5 calls; past 2 min 30 s buyers tune out. Pause and check in.",
    );
    expect(titles({ monologueRecent: 150 }).join()).not.toContain("Long monologues");
    expect(find({ objectionsRaised: 6, objectionsAnswered: 2 }, "Unanswered objections")?.description).toBe(
      "You answered 2 of the 6 objections raised in your last 10 calls. Acknowledge each concern and respond before moving on.",
    );
    expect(find({ withoutNextSteps: 6 }, "Calls ending without next steps")?.description).toBe(
      "6 of your last 10 calls ended without an agreed follow-up. Close each call with an owner, an action and a date.",
    );
  });

  it("follows the AI score trend against the calls before", () => {
    expect(find({ aiScoreRecent: 8.1, aiScorePrevious: 7.2 }, "AI score improving")?.description).toBe(
      "Your AI score averaged 8.1 over your last 5 calls, up from 7.2 in the 5 before.",
    );
    expect(find({ aiScoreRecent: 6.6, aiScorePrevious: 7.2 }, "AI score falling")?.type).toBe("warning");
    expect(find({ aiScoreRecent: 6, aiScorePrevious: 7.2 }, "AI score falling")?.type).toBe("critical");
  });

  it("lists the most urgent first", () => {
    const types = insightsFrom({ ...good, talkRatioRecent: 0.7, questionsRecent: 5, monologueRecent: 200, aiScoreRecent: 8.5 }).map(
      (i) => i.type,
    );
    expect(types).toEqual(["critical", "warning", "improvement", "positive", "positive", "positive"]);
  });
});
