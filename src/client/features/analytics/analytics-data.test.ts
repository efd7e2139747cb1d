import { describe, expect, it } from "vitest";
import { analysedCallCount, analyticsScoreClass, meddicRows, outcomeSlices, skillRows } from "./analytics-data";
import { sample } from "@tests/client/analytics-data";

describe("analyticsScoreClass", () => {
  it.each([
    [10, "text-green-700"],
    [8, "text-green-700"],
    [7.9, "text-yellow-700"],
    [7, "text-yellow-700"],
    [6.9, "text-red-600"],
    [0, "text-red-600"],
  ])("a score of %s is %s", (score, colour) => {
    expect(analyticsScoreClass(score)).toBe(colour);
  });
});

describe("analytics rows", () => {
  it("counts analysed calls from the outcomes", () => {
    expect(analysedCallCount(sample)).toBe(44);
    expect(analysedCallCount({ ...sample, callOutcomes: sample.callOutcomes.map((o) => ({ ...o, value: 0 })) })).toBe(0);
  });

  it("keeps the six skills in order and marks one without data", () => {
    expect(skillRows(sample)).toEqual([
      { skill: "Discovery", score: 72 },
      { skill: "Listening", score: 64 },
      { skill: "Objection handling (no data)", score: 0 },
      { skill: "Value articulation", score: 55 },
      { skill: "Next steps", score: 80 },
      { skill: "Rapport", score: 68 },
    ]);
  });

  it("labels the MEDDIC criteria and slices only non-empty outcomes with their own colours", () => {
    expect(meddicRows(sample).map((r) => `${r.label} ${r.percent}`)).toEqual([
      "Metrics 75",
      "Economic Buyer 30",
      "Decision Criteria 60",
      "Decision Process 45",
      "Identify Pain 90",
      "Champion 20",
    ]);
    expect(outcomeSlices(sample).map((s) => s.color)).toEqual(["#16a34a", "#dc2626"]);
  });
});
