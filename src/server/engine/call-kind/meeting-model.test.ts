import { describe, expect, it } from "vitest";
import type { LinearModel } from "../classifier/model";
import { callKind, meetingProbability } from "./meeting-model";
import { MEETING_SIGNALS, type MeetingSignals } from "./meeting-signals";

const signals = (overrides: Partial<MeetingSignals> = {}): MeetingSignals => ({
  ...(Object.fromEntries(MEETING_SIGNALS.map((name) => [name, 0])) as MeetingSignals),
  ...overrides,
});
const model: LinearModel = {
  names: ["speakers", "meeting_words"],
  coefficients: [1, 2],
  intercept: -1,
  means: [3, 0],
  scales: [1, 0.1],
};

describe("meeting model", () => {
  it("grows with the signals it weighs up", () => {
    const sales = meetingProbability(signals({ speakers: 2, meeting_words: -0.1 }), model);
    const meeting = meetingProbability(signals({ speakers: 5, meeting_words: 0.1 }), model);
    expect(sales).toBeLessThan(0.1);
    expect(meeting).toBeGreaterThan(0.9);
  });

  it("takes a call for a meeting only at the sure cut-off, and warns between the two", () => {
    const cutOffs = { likely: 0.15, sure: 0.3 };
    expect(callKind(0.1, cutOffs, 4)).toBe("sales");
    expect(callKind(0.15, cutOffs, 4)).toBe("likely_meeting");
    expect(callKind(0.29, cutOffs, 4)).toBe("likely_meeting");
    expect(callKind(0.3, cutOffs, 4)).toBe("meeting");
  });

  it("only warns on a two-person call, however meeting-like", () => {
    expect(callKind(0.99, { likely: 0.15, sure: 0.3 }, 2)).toBe("likely_meeting");
  });
});
