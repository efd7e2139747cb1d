import { describe, expect, it } from "vitest";
import { conversationMetricsSchema } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { computeMetrics } from "./metrics";

// A short discovery call with real start and end times; every figure below is worked out by hand.
const timedCall: Utterance[] = [
  { speaker: 0, start: 0, end: 4, text: "Hi, thanks for joining. Can you hear me?" }, // 8 words, 1 question
  { speaker: 1, start: 5, end: 6, text: "Yes I can." }, // 3 words
  { speaker: 0, start: 8, end: 10, text: "Um, so what does your team use today" }, // 8 words, unmarked question, 1 filler
  { speaker: 0, start: 10, end: 13, text: "We basically use spreadsheets, you know." }, // 6 words, 2 fillers
  { speaker: 1, start: 14, end: 21, text: "We use spreadsheets too. It is kind of painful. What does it cost?" }, // 13 words
  { speaker: 0, start: 22, text: "Our pricing starts at 30 dollars." }, // 6 words, no end and last: 6 words at 150 wpm = 2.4 s
];

describe("computeMetrics on a timed call", () => {
  const metrics = computeMetrics(timedCall, [0]);

  it("measures talk from start and end, and from words at 150 wpm where the end is missing", () => {
    expect(metrics.talkSecondsBySpeaker["0"]).toBeCloseTo(4 + 2 + 3 + 2.4);
    expect(metrics.talkSecondsBySpeaker["1"]).toBeCloseTo(1 + 7);
    expect(metrics.totalTalkSeconds).toBeCloseTo(19.4);
    expect(metrics.talkTimeRatio).toBeCloseTo(11.4 / 19.4);
    expect(metrics.durationSeconds).toBeCloseTo(24.4);
    expect(metrics.wordsBySpeaker).toEqual({ "0": 28, "1": 16 });
    expect(metrics.timed).toBe(true);
  });

  it("joins consecutive rep utterances into one monologue and measures the customer story", () => {
    expect(metrics.longestRepMonologueSeconds).toBeCloseTo(5);
    expect(metrics.longestCustomerStorySeconds).toBeCloseTo(7);
  });

  it("counts switches per minute, questions per side, rep fillers per rep minute and patience", () => {
    expect(metrics.interactivity).toBeCloseTo(4 / (24.4 / 60));
    expect(metrics.questionsByRep).toBe(2);
    expect(metrics.questionsByCustomer).toBe(1);
    expect(metrics.fillerWordsPerMinute).toBeCloseTo(3 / (11.4 / 60));
    expect(metrics.patienceSeconds).toBeCloseTo((2 + 1) / 2);
  });

  it("matches the shared schema", () => {
    expect(conversationMetricsSchema.parse(metrics)).toEqual(metrics);
  });
});

describe("computeMetrics timing rules", () => {
  it("estimates every utterance from its words when there are no times", () => {
    const metrics = computeMetrics(
      [
        { speaker: 0, text: "one two three four five" },
        { speaker: 1, text: "six seven" },
        { speaker: 0, text: "eight nine ten" },
      ],
      [0],
    );
    expect(metrics.talkSecondsBySpeaker).toEqual({ "0": 3.2, "1": 0.8 });
    expect(metrics.talkTimeRatio).toBeCloseTo(0.8);
    expect(metrics.durationSeconds).toBeCloseTo(4);
    expect(metrics.interactivity).toBeCloseTo(2 / (4 / 60));
    expect(metrics.patienceSeconds).toBeNull();
    expect(metrics.timed).toBe(false);
  });

  it("does not count the hours between a chat's messages as talk", () => {
    const metrics = computeMetrics(
      [
        { speaker: 0, text: "Morning! Did you get a chance to look at the quote?", start: 0 },
        { speaker: 1, text: "Yes, looks good, sending it to finance.", start: 5 * 3600 },
        { speaker: 0, text: "Great, thanks!", start: 5 * 3600 + 60 },
      ],
      [0],
    );
    // Ten words at 150 a minute, times three, plus five seconds: not five hours.
    expect(metrics.talkSecondsBySpeaker["0"]).toBeLessThan(60);
    expect(metrics.talkTimeRatio).toBeGreaterThan(0.4);
  });

  it("runs an utterance with only a start up to the next start, and gives no patience without ends", () => {
    const metrics = computeMetrics(
      [
        { speaker: 0, start: 0, text: "a b c d e f" },
        { speaker: 1, start: 10, text: "d e" },
        { speaker: 0, start: 12, text: "f g h i j" },
      ],
      [0],
    );
    expect(metrics.talkSecondsBySpeaker).toEqual({ "0": 10 + 2, "1": 2 });
    expect(metrics.durationSeconds).toBeCloseTo(14);
    expect(metrics.patienceSeconds).toBeNull();
  });

  it("leaves a silence of over a quarter of an hour out of the duration: a chat answered the next day", () => {
    const metrics = computeMetrics(
      [
        { speaker: 0, start: 0, end: 10, text: "Here is the quote, valid to the end of the month." },
        { speaker: 1, start: 20, end: 25, text: "Thanks, I'll read it tonight." },
        { speaker: 1, start: 44_000, end: 44_004, text: "Signed, sending it back now." },
      ],
      [0],
    );
    expect(metrics.durationSeconds).toBeCloseTo(25 + 4);
    expect(computeMetrics([{ speaker: 0, start: 0, end: 10, text: "One." }, { speaker: 1, start: 600, end: 610, text: "Two." }], [0]).durationSeconds).toBe(610);
  });

  it("ignores times marked estimated and ends before their start", () => {
    const metrics = computeMetrics(
      [
        { speaker: 0, start: 0, end: 100, estimated: true, text: "one two three four five" },
        { speaker: 1, start: 50, end: 40, text: "six seven" },
        { speaker: 1, start: 53, end: 54, text: "eight" },
      ],
      [0],
    );
    expect(metrics.talkSecondsBySpeaker["0"]).toBeCloseTo(2);
    expect(metrics.talkSecondsBySpeaker["1"]).toBeCloseTo(3 + 1);
  });

  it("counts overlapping speech for both speakers and an interruption as zero patience", () => {
    const metrics = computeMetrics(
      [
        { speaker: 0, start: 0, end: 10, text: "let me explain how this works" },
        { speaker: 1, start: 5, end: 8, text: "sorry to jump in" },
        { speaker: 0, start: 7, end: 9, text: "sure go ahead" },
      ],
      [0],
    );
    expect(metrics.totalTalkSeconds).toBeCloseTo(15);
    expect(metrics.durationSeconds).toBeCloseTo(10);
    expect(metrics.patienceSeconds).toBe(0);
  });
});

describe("computeMetrics monologue and story boundaries", () => {
  const untimed = (speaker: number, words: number): Utterance => ({ speaker, text: "word ".repeat(words) });

  it("ends a monologue only at the other side's turn, not at a wordless one", () => {
    const metrics = computeMetrics(
      [untimed(0, 10), untimed(0, 5), { speaker: 1, text: " ... " }, untimed(0, 5), untimed(1, 20), untimed(0, 15)],
      [0],
    );
    expect(metrics.longestRepMonologueSeconds).toBeCloseTo((10 + 5 + 5) * 0.4);
    expect(metrics.longestCustomerStorySeconds).toBeCloseTo(20 * 0.4);
  });

  it("treats every non-rep speaker as the customer side, so buyers talking together are one story", () => {
    const metrics = computeMetrics([untimed(0, 5), untimed(1, 10), untimed(2, 10), untimed(0, 5)], [0]);
    expect(metrics.longestCustomerStorySeconds).toBeCloseTo(20 * 0.4);
    expect(metrics.interactivity).toBeCloseTo(3 / ((30 * 0.4) / 60));
  });

  it("treats several rep speakers as one side", () => {
    const metrics = computeMetrics([untimed(0, 5), untimed(3, 10), untimed(1, 10)], [0, 3]);
    expect(metrics.longestRepMonologueSeconds).toBeCloseTo(15 * 0.4);
    expect(metrics.talkTimeRatio).toBeCloseTo(15 / 25);
  });
});

describe("computeMetrics edge cases", () => {
  it("answers zeros for an empty call", () => {
    expect(computeMetrics([], [0])).toEqual({
      talkSecondsBySpeaker: {},
      totalTalkSeconds: 0,
      durationSeconds: 0,
      talkTimeRatio: 0,
      longestRepMonologueSeconds: 0,
      longestCustomerStorySeconds: 0,
      interactivity: 0,
      questionsByRep: 0,
      questionsByCustomer: 0,
      fillerWordsPerMinute: 0,
      patienceSeconds: null,
      wordsBySpeaker: {},
      timed: false,
    });
  });

  it("handles a call where the rep never speaks", () => {
    const metrics = computeMetrics([{ speaker: 1, start: 0, end: 30, text: "um, basically, what do you offer?" }], [0]);
    expect(metrics.talkTimeRatio).toBe(0);
    expect(metrics.fillerWordsPerMinute).toBe(0);
    expect(metrics.questionsByCustomer).toBe(1);
    expect(metrics.longestCustomerStorySeconds).toBe(30);
    expect(metrics.interactivity).toBe(0);
  });

  it("handles one speaker who is the rep", () => {
    const metrics = computeMetrics([{ speaker: 0, start: 0, end: 60, text: "um um um" }], [0]);
    expect(metrics.talkTimeRatio).toBe(1);
    expect(metrics.fillerWordsPerMinute).toBe(3);
  });

  it("ignores utterances without words entirely", () => {
    const metrics = computeMetrics([{ speaker: 4, start: 0, end: 50, text: "  -- " }], [0]);
    expect(metrics.talkSecondsBySpeaker).toEqual({});
    expect(metrics.durationSeconds).toBe(0);
    expect(metrics.timed).toBe(false);
  });
});
