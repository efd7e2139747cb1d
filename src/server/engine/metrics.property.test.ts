import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { conversationMetricsSchema } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { computeMetrics } from "./metrics";

// Times include garbage a careless caller could pass (NaN, Infinity, negatives, absurdly large).
const time = fc.option(
  fc.oneof(fc.double({ min: 0, max: 7200, noNaN: true }), fc.double(), fc.constantFrom(Number.NaN, Infinity, 1e308)),
  { nil: undefined },
);
const text = fc.oneof(
  fc.string(),
  fc.constantFrom("", "   ", "Um, what do you think?", "you know, basically", "Can you hear me", "?!?"),
  fc.array(fc.constantFrom("we", "offer", "um", "how", "do", "you", "?", ".", "\n"), { maxLength: 50 }).map((w) => w.join(" ")),
);
const utterance = (maxSpeaker: number): fc.Arbitrary<Utterance> =>
  fc.record(
    { speaker: fc.nat({ max: maxSpeaker }), text, start: time, end: time, estimated: fc.option(fc.boolean(), { nil: undefined }) },
    { requiredKeys: ["speaker", "text"] },
  );

function expectSound(utterances: Utterance[], reps: number[]): void {
  const metrics = computeMetrics(utterances, reps);
  expect(conversationMetricsSchema.safeParse(metrics).success).toBe(true);
  const talk = Object.values(metrics.talkSecondsBySpeaker).reduce((sum, seconds) => sum + seconds, 0);
  expect(Math.abs(talk - metrics.totalTalkSeconds)).toBeLessThanOrEqual(1e-6 * Math.max(1, talk));
  expect(metrics.longestRepMonologueSeconds).toBeLessThanOrEqual(metrics.totalTalkSeconds + 1e-6);
  expect(metrics.longestCustomerStorySeconds).toBeLessThanOrEqual(metrics.totalTalkSeconds + 1e-6);
  if (!metrics.timed) expect(metrics.patienceSeconds).toBeNull();
  // Every number is finite: JSON would otherwise turn it into null.
  expect(JSON.stringify(metrics)).not.toMatch(/null(?!\s*,\s*"wordsBySpeaker")/);
}

describe("computeMetrics on any input", () => {
  it("always answers schema-valid, finite metrics (few speakers, any times and text)", () => {
    fc.assert(
      fc.property(fc.array(utterance(3), { maxLength: 40 }), fc.array(fc.nat({ max: 3 }), { maxLength: 3 }), expectSound),
      { numRuns: 300 },
    );
  });

  it("always answers schema-valid, finite metrics with up to 1,000 speakers", () => {
    fc.assert(
      fc.property(fc.array(utterance(999), { maxLength: 200 }), fc.array(fc.nat({ max: 999 }), { maxLength: 5 }), expectSound),
      { numRuns: 50 },
    );
  });

  it("handles 1,000 speakers taking turns", () => {
    const utterances = Array.from({ length: 1000 }, (_, i) => ({ speaker: i, text: "how do you do that?", start: i, end: i + 0.9 }));
    const metrics = computeMetrics(utterances, [0]);
    expect(Object.keys(metrics.talkSecondsBySpeaker)).toHaveLength(1000);
    expect(metrics.questionsByCustomer).toBe(999);
    expect(metrics.interactivity).toBeCloseTo(999 / (999.9 / 60));
  });

  it("handles a huge utterance", () => {
    const huge = "Um, we offer a platform that helps. Do you see it? ".repeat(100_000); // about 5 MB
    const metrics = computeMetrics([{ speaker: 0, text: huge }, { speaker: 1, text: "ok" }], [0]);
    expect(metrics.wordsBySpeaker["0"]).toBe(1_100_000);
    expect(metrics.questionsByRep).toBe(100_000);
    expect(metrics.talkSecondsBySpeaker["0"]).toBeCloseTo(1_100_000 * 0.4);
    expect(metrics.fillerWordsPerMinute).toBeCloseTo(100_000 / ((1_100_000 * 0.4) / 60));
  });
});
