import { describe, expect, it } from "vitest";
import type { Utterance } from "@shared/utterance";
import { sellerWording, sideScorer, turnFeatures } from "./talks-like-seller";

const say = (speaker: number, text: string): Utterance => ({ speaker, text });

describe("sellerWording", () => {
  const scorer = sideScorer({ features: ["w:your", "b:our_budget"], weights: [1, -2], bias: 0 });

  it("reads words and word pairs, lower-cased", () => {
    expect(turnFeatures("Our budget, YOUR team")).toEqual(["w:our", "w:budget", "b:our_budget", "w:your", "b:budget_your", "w:team", "b:your_team"]);
    expect(scorer.logOdds("How does your team do it?")).toBe(1);
  });

  it("averages a speaker's turns, shrunk toward zero when there are few, and skips one- and two-word turns", () => {
    const worded = sellerWording(
      [say(0, "What does your team use?"), say(1, "Our budget is small."), say(1, "Yeah."), say(0, "And your timeline?"), say(0, "your your your")],
      scorer,
    );
    // Speaker 0: three turns of +1 each, over three turns plus two neutral ones.
    expect(worded.get(0)).toBeCloseTo(3 / 5);
    // Speaker 1: one counted turn of -2 ("Yeah." is too short), over one plus two.
    expect(worded.get(1)).toBeCloseTo(-2 / 3);
  });

  it("caps one turn's say, so a single odd turn cannot decide a speaker", () => {
    const loud = sideScorer({ features: ["w:your"], weights: [50], bias: 0 });
    expect(sellerWording([say(0, "your plan, your price")], loud).get(0)).toBeCloseTo(4 / 3);
  });
});
