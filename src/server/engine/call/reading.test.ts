import { describe, expect, it } from "vitest";
import { buildCall } from "./call";
import { computeMetrics } from "../metrics";
import { isQuestion, isUnmarkedQuestion } from "../questions";
import { readTranscript } from "./reading";

const speech = [
  { speaker: 0, text: "hi thanks for joining so how many people are on the team today and what tools do you use for scheduling" },
  { speaker: 1, text: "we have about forty people and we do it all in spreadsheets which is a pain honestly" },
  { speaker: 0, text: "got it and who else would be involved in picking a tool like this" },
];

describe("readTranscript", () => {
  it("keeps a punctuated transcript's own sentences and question marks", () => {
    const reading = readTranscript(["Is it 3.5 per seat? Sure.", "Great. What does it cost? And do you offer annual billing\nOkay. Thanks!"]);
    expect(reading.segment).toBe(false);
    expect(reading.isQuestion).toBe(isQuestion);
    expect(reading.sentences("Is it 3.5 per seat? Sure.")).toEqual(["Is it 3.5 per seat?", "Sure."]);
  });

  it("cuts a speech-recognition transcript with the boundary model and reads its questions from the words", () => {
    const reading = readTranscript(speech.map((u) => u.text));
    expect(reading.segment).toBe(true);
    expect(reading.isQuestion).toBe(isUnmarkedQuestion);
    expect(reading.sentences(speech[0]!.text).length).toBeGreaterThan(1);
  });

  it("gives the metrics the questions the call flags", () => {
    const reading = readTranscript(speech.map((u) => u.text));
    const call = buildCall(speech, [0], reading.isQuestion, reading);
    const metrics = computeMetrics(speech, [0], reading);
    const flagged = (rep: boolean) => call.sentences.filter((s) => s.question && s.rep === rep).length;
    expect(metrics.questionsByRep).toBe(flagged(true));
    expect(metrics.questionsByCustomer).toBe(flagged(false));
    expect(metrics.questionsByRep).toBeGreaterThanOrEqual(2);
    expect(computeMetrics(speech, [0])).toEqual(metrics);
  });

  it("answers no questions for empty text", () => {
    expect(computeMetrics([{ speaker: 0, text: "" }], [0]).questionsByRep).toBe(0);
  });
});
