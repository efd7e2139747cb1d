import { describe, expect, it } from "vitest";
import { callOf } from "@tests/engine/calls";
import { measureSentiment } from "./sentiment";
import { vaderCompound } from "./vader";

describe("measureSentiment", () => {
  it("scores each side on a 0..1 scale where 0.5 is neutral", () => {
    const result = measureSentiment(
      callOf([
        [0, "This is great, I love it, thank you so much!"],
        [1, "Honestly this is terrible and the rollout was a painful disaster."],
      ]),
    );
    expect(result.rep).toBeGreaterThan(0.8);
    expect(result.customer).toBeLessThan(0.2);
  });

  it("weights each sentence by its words, so a long complaint outweighs a short 'great'", () => {
    const complaint = "The invoices are wrong every single week and the whole team is angry and exhausted about it.";
    const result = measureSentiment(callOf([[1, `Great. ${complaint}`]]));
    const expected = (vaderCompound("Great.") * 1 + vaderCompound(complaint) * 17) / 18;
    expect(result.customer).toBeCloseTo((expected + 1) / 2, 3);
    expect(result.customer).toBeLessThan(0.5);
  });

  it("draws one point per minute with speech, with each side's own score", () => {
    const lines = Array.from({ length: 12 }, (_, index) => [index % 2, index < 6 ? "That is good, it was a great session, thanks." : "That was bad and the rollout is an awful mess."] as const);
    const { byMinute } = measureSentiment(callOf(lines));
    expect(byMinute.map((point) => point.minute)).toEqual([0, 1]);
    expect(byMinute[0]?.score).toBeGreaterThan(0.5);
    expect(byMinute[1]?.customer).toBeLessThan(0.5);
    expect(byMinute[1]?.rep).toBeLessThan(0.5);
  });

  it("says null rather than neutral for a side that said nothing, or a call VADER cannot read", () => {
    expect(measureSentiment(callOf([[0, "Hello there, good to see you."]])).customer).toBeNull();
    const spanish = measureSentiment(callOf([[1, "Me parece muy caro, la verdad, y no estamos contentos con el servicio de la empresa."]]));
    expect(spanish).toMatchObject({ customer: null, rep: null, byMinute: [] });
  });
});
