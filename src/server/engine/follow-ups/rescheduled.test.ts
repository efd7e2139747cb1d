import { describe, expect, it } from "vitest";
import { callOf, type Line } from "@tests/engine/calls";
import { labelsOn } from "@tests/engine/labels";
import { findFollowUps } from "./follow-ups";

const NAMES = ["Jake Turner", "Linda Moss"];

const followUps = (lines: readonly Line[], nextSteps: readonly string[]) =>
  findFollowUps(callOf(lines, { names: NAMES }), labelsOn({ next_step: nextSteps })).map(({ action, due }) => ({ action, due }));

describe("a meeting moved during the call", () => {
  it("is due at the time finally agreed, not the first one", () => {
    const lines: Line[] = [
      [0, "How about Thursday at 2 for the demo?"],
      [1, "Thursday at 2 works."],
      [1, "Actually, Thursday is bad, I have a board meeting. Can we do Friday at 10 instead?"],
      [0, "Friday at 10 works."],
    ];
    const found = followUps(lines, [lines[0]![1], lines[1]![1], "Can we do Friday at 10 instead?", lines[3]![1]]);
    expect(found.map((followUp) => followUp.due)).toEqual(["Friday at 10"]);
    expect(found[0]?.action).toMatch(/demo/u);
  });

  it("is moved when the move was asked for a turn before the new day was proposed", () => {
    const lines: Line[] = [
      [1, "I'm calling about the demo we fixed for Thursday at eleven. I have a board meeting that day."],
      [0, "No problem. Do you want to shift it to next week?"],
      [1, "Yes, Monday afternoon, if your people are free."],
      [0, "Monday at two, would that work?"],
      [1, "Two is fine."],
    ];
    const found = followUps(lines, ["I'm calling about the demo we fixed for Thursday at eleven.", "Monday at two, would that work?", "Two is fine."]);
    expect(found.map((followUp) => followUp.due)).toEqual(["Monday"]);
  });

  it("keeps two meetings on two days when nothing moves the first", () => {
    const lines: Line[] = [
      [0, "How about Thursday at 2 for the demo?"],
      [1, "Thursday at 2 works."],
      [0, "And then a pricing review on Friday at 10?"],
      [1, "Friday at 10, fine."],
    ];
    const found = followUps(lines, lines.map(([, text]) => text));
    expect(found.map((followUp) => followUp.due)).toEqual(["Thursday at 2", "Friday at 10"]);
  });
});

describe("follow-ups name the person 'him' or 'her' stands for", () => {
  it("takes the person last named who is neither speaker nor listener", () => {
    const lines: Line[] = [
      [1, "Stan signs off on anything over ten thousand."],
      [0, "I'll call him tomorrow."],
    ];
    expect(followUps(lines, [])).toEqual([{ action: "call Stan tomorrow", due: "tomorrow" }]);
  });

  it("reads 'her' before a noun as a possessive, and leaves an unknown pronoun alone", () => {
    const lines: Line[] = [
      [1, "Maria runs operations."],
      [0, "I'll check with her team by Friday."],
    ];
    expect(followUps(lines, [])).toEqual([{ action: "check with Maria's team by Friday", due: "Friday" }]);
    expect(followUps([[0, "I'll call him tomorrow."]], [])).toEqual([{ action: "call him tomorrow", due: "tomorrow" }]);
  });
});
