import fc from "fast-check";
import vader from "vader-sentiment";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "@tests/engine/expectations";
import { splitSentences } from "../text";
import { vaderCompound } from "./vader";

const packageCompound = (text: string) => vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;

/** Words that exercise every rule: lexicon words, boosters, negations, "but", idioms, "least", caps. */
const VOCABULARY = [
  "good", "GOOD", "bad", "great", "terrible", "love", "hate", "not", "never", "isn't", "don't", "very", "really",
  "so", "this", "kind", "of", "sort", "kinda", "but", "BUT", "least", "at", "the", "bomb", "shit", "yeah",
  "right", "kiss", "death", "cut", "mustard", "pricey", "expensive", "happy", "worried", "nope", "without",
  "painful", "frustrating", "a", "I", "we", "it", "is", "was", "extremely", "barely", "somewhat",
  "good.", "(great)", "bad!", "!!", "?", "nice,", ":)", ":(", "no", "yes", "win", "lost",
];

describe("vaderCompound", () => {
  it("scores like vader-sentiment on every sentence of the fixture calls", () => {
    const sentences = loadFixtures().flatMap((fixture) => splitSentences(fixture.text));
    expect(sentences.length).toBeGreaterThan(500);
    for (const sentence of sentences) expect(vaderCompound(sentence), sentence).toBe(packageCompound(sentence));
  });

  it("scores like vader-sentiment on generated sentences built to hit every rule", () => {
    const sentence = fc
      .array(fc.constantFrom(...VOCABULARY), { minLength: 0, maxLength: 14 })
      .chain((words) => fc.constantFrom("", ".", "!", "!!!", "?", "??", "????").map((end) => words.join(" ") + end));
    fc.assert(
      fc.property(sentence, (text) => {
        expect(vaderCompound(text)).toBe(packageCompound(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads plain sales talk the way a person would", () => {
    expect(vaderCompound("This is great, thank you, really helpful.")).toBeGreaterThan(0.5);
    expect(vaderCompound("That's the painful part and it drives me nuts.")).toBeLessThan(0);
    expect(vaderCompound("We ship to stores on Tuesday.")).toBe(0);
    expect(vaderCompound("")).toBe(0);
  });
});
