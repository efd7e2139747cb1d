import { describe, expect, it } from "vitest";
import { splitCitedTimes, utteranceIndexAt, utteranceSpans } from "./moments";
import { buildTimeline } from "./timeline";

describe("utteranceSpans", () => {
  it("keeps read times, ends an utterance at the next start, and estimates from words without times", () => {
    const spans = utteranceSpans([
      { speaker: 0, text: "one two three", start: 10 },
      { speaker: 1, text: "four", start: 14, end: 16 },
      { speaker: 0, text: Array(150).fill("word").join(" ") },
    ]);
    expect(spans).toEqual([
      { speaker: 0, start: 10, end: 14, estimated: false },
      { speaker: 1, start: 14, end: 16, estimated: false },
      { speaker: 0, start: 16, end: 76, estimated: true },
    ]);
  });
});

describe("utteranceIndexAt", () => {
  const spans = utteranceSpans([
    { speaker: 0, text: "a", start: 5 },
    { speaker: 1, text: "b", start: 72.4 },
    { speaker: 0, text: "c", start: 100 },
  ]);

  it("finds the utterance at or just before a time, comparing whole seconds", () => {
    expect(utteranceIndexAt(spans, 72)).toBe(1);
    expect(utteranceIndexAt(spans, 99)).toBe(1);
    expect(utteranceIndexAt(spans, 100)).toBe(2);
    expect(utteranceIndexAt(spans, 5000)).toBe(2);
  });

  it("falls back to the first utterance before the call starts", () => {
    expect(utteranceIndexAt(spans, 0)).toBe(0);
  });
});

describe("splitCitedTimes", () => {
  it("turns the engine's cited times into links and leaves times inside quotes as text", () => {
    expect(splitCitedTimes("“Call me at 10:30 tomorrow” (Sam Patel, 04:12) and (1:02:03)")).toEqual([
      { text: "“Call me at 10:30 tomorrow” (Sam Patel, " },
      { text: "04:12", seconds: 252 },
      { text: ") and (" },
      { text: "1:02:03", seconds: 3723 },
      { text: ")" },
    ]);
    expect(splitCitedTimes("No evidence.")).toEqual([{ text: "No evidence." }]);
  });
});

describe("buildTimeline", () => {
  it("gives each speaker a row, and merges their back-to-back turns", () => {
    const spans = utteranceSpans([
      { speaker: 0, text: "a", start: 0, end: 10 },
      { speaker: 0, text: "b", start: 10.5, end: 20 },
      { speaker: 1, text: "c", start: 20, end: 50 },
      { speaker: 0, text: "d", start: 50, end: 60 },
    ]);
    expect(buildTimeline(spans, [0, 1, 2])).toEqual({
      durationSeconds: 60,
      rows: [
        { speaker: 0, segments: [{ start: 0, end: 20 }, { start: 50, end: 60 }] },
        { speaker: 1, segments: [{ start: 20, end: 50 }] },
        { speaker: 2, segments: [] },
      ],
    });
  });
});
