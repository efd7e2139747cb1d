import { describe, expect, it } from "vitest";
import type { Utterance } from "@shared/utterance";
import { matchTrackers, normalizeWord, type MatchableTracker } from "./index";

const call: Utterance[] = [
  { speaker: 0, text: "Thanks for joining. Let's talk about pricing today.", start: 0, end: 10 },
  { speaker: 1, text: "Sure. What do your APIs cost? We use C++ and Acme.io (beta).", start: 10, end: 20 },
  { speaker: 1, text: "Our policies need SOC 2, and the Contract is with legal.", start: 20, end: 30 },
  { speaker: 0, text: "Priceless! Our prices are fair.", start: 30 },
];

const tracker = (id: string, phrases: string[], side: MatchableTracker["side"] = "anyone"): MatchableTracker => ({ id, phrases, side });

describe("tracker matching", () => {
  it("matches whole words whatever the case, with simple plurals both ways", () => {
    const hits = matchTrackers(call, [0], [tracker("price", ["price"]), tracker("api", ["API"]), tracker("policy", ["policy"])]);
    expect(hits.map((h) => [h.trackerId, h.speaker, h.text])).toEqual([
      ["api", 1, "What do your APIs cost?"],
      ["policy", 1, "Our policies need SOC 2, and the Contract is with legal."],
      ["price", 0, "Our prices are fair."],
    ]);
    // "Priceless" is another word, not a mention of price.
    expect(hits.some((h) => h.text.startsWith("Priceless"))).toBe(false);
  });

  it("takes regex-like characters literally", () => {
    const hits = matchTrackers(call, [0], [tracker("cpp", ["C++"]), tracker("acme", ["acme.io (beta)"]), tracker("dot", ["p.icing"]), tracker("star", ["pric*"])]);
    expect(hits.map((h) => h.trackerId)).toEqual(["cpp", "acme"]);
    expect(matchTrackers([{ speaker: 0, text: "We write C code." }], [0], [tracker("cpp", ["C++"])])).toEqual([]);
  });

  it("matches multi-word phrases across punctuation at their edges, once per tracker per sentence", () => {
    const hits = matchTrackers(call, [0], [tracker("soc", ["soc 2", "legal", "contract"])]);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ trackerId: "soc", speaker: 1 });
  });

  it("keeps only the tracker's side: customer, us or anyone", () => {
    const trackers = [tracker("c", ["pricing", "cost"], "customer"), tracker("u", ["pricing", "cost"], "us"), tracker("a", ["pricing", "cost"], "anyone")];
    const hits = matchTrackers(call, [0], trackers);
    expect(hits.map((h) => `${h.trackerId}:${h.speaker}`)).toEqual(["u:0", "a:0", "c:1", "a:1"]);
  });

  it("places a sentence at its share of the turn's time", () => {
    const [first, second] = matchTrackers(call, [0], [tracker("t", ["thanks", "pricing"])]);
    expect(first!.atSeconds).toBe(0);
    expect(second!.atSeconds).toBeGreaterThan(3);
    expect(second!.atSeconds).toBeLessThan(10);
    // The last turn has no end: its sentences are placed at its start.
    expect(matchTrackers(call, [0], [tracker("p", ["prices"])])[0]!.atSeconds).toBe(30);
  });

  it("normalises words and answers nothing for no trackers", () => {
    expect(["APIs", "policies", "processes", "boxes", "pricing?", "(beta)", "C++,", "customer's", "business", "status"].map(normalizeWord)).toEqual([
      "api",
      "policy",
      "process",
      "box",
      "pricing",
      "beta",
      "c++",
      "customer",
      "business",
      "status",
    ]);
    expect(matchTrackers(call, [0], [])).toEqual([]);
  });
});
