import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range";
import { toBotTranscript } from "./utterances";

describe("Range header", () => {
  it("reads one range in each form, and clamps the end to the file", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
  });

  it("serves the whole file for no, several or malformed ranges; refuses a start past the end", () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseByteRange("items=0-1", 1000)).toBeNull();
    expect(parseByteRange("bytes=9-2", 1000)).toBeNull();
    expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});

describe("bot transcripts", () => {
  it("numbers speakers from 0 in order of appearance, keeps names and times, and writes timestamped lines", () => {
    const transcript = toBotTranscript([
      { speaker: "Sam", text: "  Hello   there ", start: 65, end: 70 },
      { speaker: "Dana", text: "Hi Sam", start: 61, end: 64 },
      { speaker: "Dana", text: "", start: 70, end: 71 },
      { speaker: "Sam", text: "Pricing?", start: 72, end: 75.5 },
    ]);
    expect(transcript.utterances).toEqual([
      { speaker: 0, name: "Dana", text: "Hi Sam", start: 61, end: 64 },
      { speaker: 1, name: "Sam", text: "Hello there", start: 65, end: 70 },
      { speaker: 1, name: "Sam", text: "Pricing?", start: 72, end: 75.5 },
    ]);
    expect(transcript.speakers).toEqual(["Dana", "Sam"]);
    expect(transcript.content.split("\n")[0]).toBe("[00:01:01] Dana: Hi Sam");
    expect(transcript.durationSeconds).toBe(75.5);
  });

  it("turns epoch timestamps into offsets from the first word", () => {
    const start = 1_795_000_000;
    const { utterances } = toBotTranscript([{ speaker: "A", text: "x", start, end: start + 2 }, { speaker: "B", text: "y", start: start + 3, end: start + 4 }]);
    expect(utterances.map((u) => [u.start, u.end])).toEqual([[0, 2], [3, 4]]);
  });
});
