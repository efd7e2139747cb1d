import { describe, expect, it } from "vitest";
import { parseTranscript } from "./index";

/** "[09:41]": minutes and seconds into a recording, or a chat's hours and minutes (minute-clock.ts). */

const starts = (text: string) => parseTranscript(text, "txt").utterances.map((u) => u.start);

describe("stamps without seconds", () => {
  it("reads a chat's '[09:41]' as hours and minutes, counted from the first message", () => {
    const text = [
      "[09:41] Maya Lindqvist: Hi Tom, thanks for making the time today, I know the quarter end is busy.",
      "[09:41] Tom Becker: No problem at all, happy to talk about the rollout plan and the pricing.",
      "[09:48] Maya Lindqvist: So where do you want to start, the timeline or the seats?",
      "[09:55] Tom Becker: Timeline first, please.",
    ].join("\n");
    expect(starts(text)).toEqual([0, 0, 420, 840]);
    expect(parseTranscript(text).durationSeconds).toBeGreaterThan(840);
  });

  it("reads a recording's '[00:04]' positions as minutes and seconds", () => {
    const text = "[00:04] Maya: Hi Tom, thanks for joining.\n[00:09] Tom: Sure, glad to.\n[00:12] Maya: Shall we start with the timeline?";
    expect(starts(text)).toEqual([4, 9, 12]);
  });

  it("keeps the recording reading when both fit, and takes the clock once the words cannot fit", () => {
    // Three words over three 'seconds' or three minutes: either could be true, and tools write positions so.
    expect(starts("[09:41] Maya: Hi.\n[09:44] Tom: Hello there.")).toEqual([581, 584]);
    // Sixteen words in one 'second' nobody can say; in one minute anybody can.
    const text = "[09:41] Maya: Hi Tom, I read the proposal last night and I have three questions about the pricing.\n[09:42] Tom: Go ahead.";
    expect(starts(text)).toEqual([0, 60]);
  });

  it("never reads a first part past 23 as an hour, and never touches stamps with seconds", () => {
    const long = "[45:10] Maya: Hi Tom, I read the proposal last night and I have three questions about the pricing.\n[45:11] Tom: Go ahead.";
    expect(starts(long)).toEqual([2710, 2711]);
    const full = "[00:09:41] Maya: Hi.\n[00:09:42] Tom: Hello.";
    expect(starts(full)).toEqual([581, 582]);
  });

  it("takes stamps that run backwards across midnight as the next day", () => {
    expect(starts("[23:58] Maya: Still there?\n[00:03] Tom: Yes, sorry, here now.")).toEqual([0, 300]);
  });

  it("applies to name-then-time headers too ('Name  09:41', text below)", () => {
    const text = "Maya Lindqvist  09:41\nHi Tom, thanks for making the time today, I know the quarter end is busy.\n\nTom Becker  09:41\nNo problem at all, happy to talk about the rollout plan.\n\nMaya Lindqvist  09:50\nGreat.";
    expect(starts(text)).toEqual([0, 0, 540]);
  });
});
