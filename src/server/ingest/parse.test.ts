import { describe, expect, it } from "vitest";
import { fixture } from "@tests/fixtures/ingest/load";
import { parseTranscript } from "./index";

const texts = (text: string, format?: Parameters<typeof parseTranscript>[1]) =>
  parseTranscript(text, format).utterances.map((u) => [u.speaker, u.text]);

describe("parseTranscript on realistic exports", () => {
  it("reads a Zoom WebVTT export: names from the cue text, cue times, split cues joined", () => {
    const parsed = parseTranscript(fixture("zoom.vtt"), "vtt");
    expect(parsed.speakers).toEqual(["Dana Whitfield", "Marcus Lee (Acme Corp)"]);
    expect(parsed.timed).toBe(true);
    expect(parsed.durationSeconds).toBe(29.5);
    expect(parsed.utterances).toHaveLength(5);
    expect(parsed.utterances[1]).toEqual({
      speaker: 1,
      name: "Marcus Lee (Acme Corp)",
      text: "Of course. We've been meaning to look at this for a while now.",
      start: 5.1,
      end: 9.42,
    });
    // Cues 3 and 4 are one sentence cut in two.
    expect(parsed.utterances[2]).toMatchObject({
      speaker: 0,
      text: "Great. Could you walk me through how your team handles onboarding today?",
      start: 9.9,
      end: 16.2,
    });
    // "Note:" inside a cue is speech, not a speaker.
    expect(parsed.utterances[3]?.text).toContain("spreadsheets. Note: we tried a tool");
  });

  it("reads a Teams WebVTT export: voice spans with classes, multi-line spans, entities, blank cues", () => {
    const parsed = parseTranscript(fixture("teams.vtt"), "vtt");
    expect(parsed.speakers).toEqual(["Priya Natarajan", "Tom O'Brien"]);
    expect(texts(fixture("teams.vtt"))).toEqual([
      [0, "Good morning everyone, thanks for joining. I wanted to walk through the proposal we sent over last week."],
      [1, "Yes, we had a look & we have some questions. Mainly around pricing for the enterprise tier."],
      [0, "Happy to go through that."],
    ]);
    expect(parsed.utterances[0]).toMatchObject({ start: 2.316, end: 8.442 });
    expect(parsed.utterances.some((u) => /NOTE|generated automatically|3a1f0c52/.test(u.text))).toBe(false);
  });

  it("reads an Otter export: name-and-time headers, text below, footer dropped", () => {
    const parsed = parseTranscript(fixture("otter.txt"), "txt");
    expect(parsed.speakers).toEqual(["Jordan Blake", "Sam Rivera", ""]);
    expect(parsed.utterances.map((u) => [u.speaker, u.start])).toEqual([
      [0, 3],
      [1, 8],
      [0, 15],
      [1, 27],
      [2, 33],
    ]);
    expect(parsed.utterances[2]?.text).toBe(
      "Ha, I bet. Well, I promise to keep this focused. What I wanted to cover today is the rollout plan.",
    );
    expect(parsed.utterances[3]?.text).toBe("Sounds good. At 10:30 we have a hard stop though.");
    expect(parsed.utterances.at(-1)?.text).toBe("Sorry, just joining.");
    expect(parsed.utterances.every((u) => u.estimated === undefined)).toBe(true);
  });

  it("reads Gong-like [hh:mm:ss] Name: text lines, with a title line above and a URL inside", () => {
    const parsed = parseTranscript(fixture("gong.txt"), "txt");
    expect(parsed.speakers).toEqual(["Alicia Gomez", "Ben Carter"]);
    expect(parsed.utterances.map((u) => u.start)).toEqual([4, 9, 15, 24, 62.5, 70]);
    expect(parsed.utterances[2]?.text).toBe(
      "That's exactly what I'd love to dig into. What does your current process look like?",
    );
    expect(parsed.utterances[3]?.text).toContain("See https://example.com/process");
    expect(parsed.utterances.some((u) => u.text.includes("Discovery call"))).toBe(false);
    // A read start runs to the next start, but a long silence is not counted as talk.
    expect(parsed.utterances[0]?.end).toBe(9);
    expect(parsed.utterances[3]?.end).toBeLessThan(40);
  });

  it("reads SRT with SPEAKER labels as unnamed but distinct speakers", () => {
    const parsed = parseTranscript(fixture("named.srt"), "srt");
    expect(parsed.speakers).toEqual(["", ""]);
    expect(texts(fixture("named.srt"), "srt")).toEqual([
      [0, "So what's the budget for this project?"],
      [1, "We've set aside around forty thousand for the first phase."],
      [0, "And who signs off on that?"],
      [1, "Our CFO, ultimately."],
    ]);
    expect(parsed.utterances[1]).toMatchObject({ start: 3.2, end: 7.9 });
    expect(parsed.utterances[1]?.name).toBeUndefined();
  });

  it("reads SRT without names as one speaker with cue times and tags removed", () => {
    const parsed = parseTranscript(fixture("plain.srt"), "srt");
    expect(parsed.speakers).toEqual([""]);
    expect(parsed.utterances).toEqual([
      {
        speaker: 0,
        text: "Hello and welcome to the demo. Today we will look at the reporting module and the new dashboards. Let's get started.",
        start: 1,
        end: 11,
      },
    ]);
    expect(parsed.durationSeconds).toBe(11);
  });

  it("reads a markdown note-taker export: both bold label styles, bullets, headings dropped", () => {
    const parsed = parseTranscript(fixture("notes.md"), "md");
    expect(parsed.speakers).toEqual(["Rachel Kim", "Omar Haddad"]);
    expect(texts(fixture("notes.md"), "md")).toEqual([
      [0, "Thanks for making time today, Omar."],
      [1, "Happy to. We're evaluating a few options."],
      [0, "What's driving the evaluation?"],
      [1, "Mostly cost. Our current contract renews in March."],
      [0, "Got it. And is there a hard deadline?"],
      [1, "End of February, realistically."],
    ]);
    expect(parsed.utterances[2]?.start).toBe(72);
  });

  it("reads a plain unlabelled write-up as one unnamed speaker with estimated times", () => {
    const parsed = parseTranscript(fixture("paragraph.txt"), "txt");
    expect(parsed.speakers).toEqual([""]);
    expect(parsed.timed).toBe(false);
    expect(parsed.utterances).toHaveLength(2);
    const [first, second] = parsed.utterances;
    expect(first?.text.startsWith("We spoke with the client")).toBe(true);
    expect(first?.text).toContain("Note: they are open to a pilot");
    expect(second?.text).toContain("At 10:30 we moved on to pricing.");
    expect(second?.text).toContain("10:45 was when their CFO joined");
    // 40 words at 150 words per minute = 16 s.
    expect(first).toMatchObject({ speaker: 0, start: 0, end: 16, estimated: true });
    expect(second?.start).toBe(16);
    expect(parsed.durationSeconds).toBe(second?.end);
  });
});
