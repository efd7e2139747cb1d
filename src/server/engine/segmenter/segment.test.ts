import { describe, expect, it } from "vitest";
import { buildCall } from "../call/call";
import { isQuestion } from "../questions";
import { splitSentences } from "../text";
import { gapFeatures, runWords } from "./boundary-features";
import { isUnpunctuated, runSegmenter, splitRunOn, type BoundaryModel } from "./segment";

/** A hand-made model: a sentence ends before "so" and after "thanks", and nowhere else. */
const TOY: BoundaryModel = { features: ["b:so", "a:thanks"], weights: [6, 6], bias: -3, threshold: 0.5 };

describe("runWords and gapFeatures", () => {
  it("keeps each word's place in the text, lower-cased without edge punctuation", () => {
    const words = runWords("Okay, we’re set — thanks");
    expect(words.map((w) => w.word)).toEqual(["okay", "we're", "set", "<p>", "thanks"]);
    expect(words[0]).toMatchObject({ start: 0, end: 5, mark: "," });
  });

  it("trims a hostile token (letters around a 20,000-character run of dashes) to a word without quadratic work", () => {
    const words = runWords(`a${"-".repeat(20_000)}b next`);
    expect(words.map((w) => w.word)).toEqual(["a", "next"]);
  });

  it("reads the words either side of a gap, the pair across it and the words since the last boundary", () => {
    const features = gapFeatures(runWords("we looked at it so what now"), 3, 4);
    expect(features).toEqual(expect.arrayContaining(["a:it", "b:so", "aa:at", "bb:what", "ab:it_so", "n:4", "r:3"]));
  });
});

describe("runSegmenter", () => {
  const toy = runSegmenter(TOY);

  it("cuts a long unpunctuated run where the model sees a boundary, keeping the words as written", () => {
    expect(toy.split("we looked at the numbers last week so the plan is set thanks we'll talk monday")).toEqual([
      "we looked at the numbers last week",
      "so the plan is set thanks",
      "we'll talk monday",
    ]);
  });

  it("leaves a punctuated piece as it is", () => {
    expect(toy.split("we looked at it so we're done.")).toEqual(["we looked at it so we're done."]);
  });

  it("reads a multi-megabyte run in windows, losing no word", () => {
    const text = Array.from({ length: 60_000 }, (_, i) => (i % 10 === 0 ? "so" : "word")).join(" ");
    const sentences = toy.split(text);
    expect(sentences.join(" ").split(" ")).toHaveLength(60_000);
    expect(sentences.length).toBeGreaterThan(5_000);
  });
});

describe("the shipped boundary model", () => {
  it("splits a speech-recognition run-on into several sentences and loses no word", () => {
    const run =
      "yeah so we have about forty trucks on the road right now and honestly the dispatch side is a mess we track everything in spreadsheets and the drivers call in all day so what i'd want to see is how your tool handles that";
    const sentences = splitRunOn(run);
    expect(sentences.length).toBeGreaterThan(1);
    expect(sentences.join(" ")).toBe(run);
  });

  it("never touches a punctuated sentence", () => {
    const sentence = "We have about forty trucks on the road and the dispatch side is a mess, so we track everything in spreadsheets.";
    expect(splitRunOn(sentence)).toEqual([sentence]);
  });
});

describe("isUnpunctuated", () => {
  it("tells a speech-recognition export from a punctuated transcript, one cut-off line notwithstanding", () => {
    expect(isUnpunctuated(["yeah so we looked at it", "okay and what did you think", "honestly it was fine"])).toBe(true);
    expect(isUnpunctuated(["Yes. We looked at it.", "What did you think?", "Honestly, I thought we could", "Fine."])).toBe(false);
    expect(isUnpunctuated([])).toBe(false);
  });
});

describe("buildCall with the boundary model", () => {
  const run = "yeah so we have about forty trucks on the road right now and honestly the dispatch side is a mess we track everything in spreadsheets";

  it("cuts the runs of an unpunctuated transcript and keeps a punctuated one as written", () => {
    const unpunctuated = buildCall([{ speaker: 0, text: "hi thanks for joining" }, { speaker: 1, text: run }], [0], isQuestion);
    expect(unpunctuated.sentences.length).toBeGreaterThan(2);
    const intro = "Hi, thanks for joining today. I wanted to hear how your dispatch works now and where it hurts. Could you walk me through a normal morning?";
    const punctuated = buildCall([{ speaker: 0, text: intro }, { speaker: 1, text: `Sure. ${run}` }], [0], isQuestion);
    expect(punctuated.sentences.map((s) => s.text)).toEqual([...splitSentences(intro), "Sure.", run]);
  });
});
