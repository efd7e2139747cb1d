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

  it("averages a speaker's sentences, shrunk toward zero when there are few, and skips one- and two-word ones", () => {
    const worded = sellerWording(
      [say(0, "What does your team use? And your timeline today?"), say(1, "Our budget is small. Yeah."), say(0, "your your your")],
      scorer,
    );
    // Speaker 0: three sentences of +1 each, over three plus one neutral one.
    expect(worded.get(0)).toBeCloseTo(3 / 4);
    // Speaker 1: one counted sentence of -2 ("Yeah." is too short), over one plus one.
    expect(worded.get(1)).toBeCloseTo(-1);
  });

  it("caps one sentence's say, so a single odd sentence cannot decide a speaker", () => {
    const loud = sideScorer({ features: ["w:your"], weights: [50], bias: 0 });
    expect(sellerWording([say(0, "your plan, your price")], loud).get(0)).toBeCloseTo(2);
  });
});
