import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ScoreFeatures } from "./features";
import { aiScore, conversionProbability, talkFit } from "./formulas";

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const features: fc.Arbitrary<ScoreFeatures> = fc
  .record({
    meddic: unit,
    dealMechanics: unit,
    nextStep: unit,
    objections: fc.integer({ min: 0, max: 8 }),
    unansweredShare: unit,
    unansweredConcerns: fc.integer({ min: 0, max: 4 }),
    answeredConcerns: fc.integer({ min: 0, max: 4 }),
    timingBlocker: fc.boolean(),
    competitor: fc.boolean(),
    lossSignal: fc.boolean(),
    talkRatio: unit,
    questionFit: unit,
    monologueFit: unit,
    customerSentiment: unit,
    engagement: unit,
    evidence: unit,
  })
  .map(({ unansweredShare, ...rest }) => ({ ...rest, unanswered: Math.round(unansweredShare * rest.objections) }));

/** Raises one unit feature by `step`, capped at 1. */
const raise = (base: ScoreFeatures, key: keyof ScoreFeatures, step: number): ScoreFeatures => ({
  ...base,
  [key]: Math.min(1, (base[key] as number) + step),
});

describe("aiScore and conversionProbability", () => {
  it("stay in range: aiScore 0–10 with one decimal, conversion a whole percent 0–100", () => {
    fc.assert(
      fc.property(features, (input) => {
        const ai = aiScore(input);
        const conversion = conversionProbability(input);
        expect(ai).toBeGreaterThanOrEqual(0);
        expect(ai).toBeLessThanOrEqual(10);
        expect(Math.round(ai * 10)).toBeCloseTo(ai * 10, 9);
        expect(Number.isInteger(conversion) && conversion >= 0 && conversion <= 100).toBe(true);
      }),
    );
  });

  it.each(["meddic", "dealMechanics", "nextStep", "questionFit", "monologueFit", "customerSentiment", "engagement", "evidence"] as const)(
    "never fall when %s rises",
    (key) => {
      fc.assert(
        fc.property(features, fc.double({ min: 0, max: 1, noNaN: true }), (input, step) => {
          expect(aiScore(raise(input, key, step))).toBeGreaterThanOrEqual(aiScore(input));
          expect(conversionProbability(raise(input, key, step))).toBeGreaterThanOrEqual(conversionProbability(input));
        }),
      );
    },
  );

  it("never rise with one more unanswered objection", () => {
    fc.assert(
      fc.property(features, (input) => {
        const worse = { ...input, objections: input.objections + 1, unanswered: input.unanswered + 1, unansweredConcerns: input.unansweredConcerns + 1 };
        expect(aiScore(worse)).toBeLessThanOrEqual(aiScore(input));
        expect(conversionProbability(worse)).toBeLessThanOrEqual(conversionProbability(input));
      }),
    );
  });

  it("lower conversion for a budget freeze, a competitor or a customer who is leaving", () => {
    fc.assert(
      fc.property(features, fc.constantFrom("timingBlocker", "competitor", "lossSignal") as fc.Arbitrary<"timingBlocker" | "competitor" | "lossSignal">, (input, risk) => {
        expect(conversionProbability({ ...input, [risk]: true })).toBeLessThanOrEqual(conversionProbability({ ...input, [risk]: false }));
      }),
    );
  });

  it("never rise as the rep talks more beyond the 43% benchmark", () => {
    fc.assert(
      fc.property(features, fc.double({ min: 0.43, max: 1, noNaN: true }), fc.double({ min: 0, max: 0.57, noNaN: true }), (input, ratio, more) => {
        const further = Math.min(1, ratio + more);
        expect(talkFit(further)).toBeLessThanOrEqual(talkFit(ratio));
        expect(aiScore({ ...input, talkRatio: further })).toBeLessThanOrEqual(aiScore({ ...input, talkRatio: ratio }));
      }),
    );
  });

  it("score zero with no evidence, and put the 43% talk share at full marks", () => {
    fc.assert(
      fc.property(features, (input) => {
        expect(aiScore({ ...input, evidence: 0 })).toBe(0);
        expect(conversionProbability({ ...input, evidence: 0 })).toBe(0);
      }),
    );
    expect([talkFit(0.43), talkFit(0.65), talkFit(0.8)]).toEqual([1, 0.5, 0]);
  });
});
