import { describe, expect, it } from "vitest";
import { callOf, type Line } from "@tests/engine/calls";
import { labelsOn } from "@tests/engine/labels";
import { pressedAfterNo } from "./pressed-after-no";

const NAMES = ["Kyle Brennan", "Margaret Chen"];
const PRESSED: Line[] = [
  [0, "Would it be okay if an advisor swung by on Saturday, just fifteen minutes?"],
  [1, "No. I'm not interested."],
  [0, "Okay. What if I just mailed you some information and you could look at it when you have time?"],
  [1, "Please take me off your list."],
];

describe("pressedAfterNo", () => {
  it("finds a rep who went on after a no until the customer asked not to be called", () => {
    const found = pressedAfterNo(callOf(PRESSED, { names: NAMES }), labelsOn({ rejection: ["No.", "I'm not interested."] }));
    expect(found?.decline.text).toBe("No.");
    expect(found?.again.map((sentence) => sentence.text)).toEqual(["Please take me off your list."]);
  });

  it("reads an opt-out said after a no in the same turn as the opt-out", () => {
    const lines: Line[] = [...PRESSED.slice(0, 3), [1, "No. Please take me off your list."]];
    const found = pressedAfterNo(callOf(lines, { names: NAMES }), labelsOn({ rejection: ["No.", "I'm not interested."] }));
    expect(found?.again.map((sentence) => sentence.text)).toEqual(["Please take me off your list."]);
  });

  it("lets a rep make a fair save attempt, and an acknowledgement is not going on", () => {
    const save: Line[] = [[1, "We won't be renewing."], [0, "Understood. Would a smaller plan at half the price change that?"], [1, "No, honestly, we'll pass."]];
    expect(pressedAfterNo(callOf(save, { names: NAMES }), labelsOn({ rejection: ["We won't be renewing.", "No, honestly, we'll pass."] }))).toBeNull();
    const acknowledged: Line[] = [[1, "No. I'm not interested."], [0, "Okay, understood."], [1, "Please take me off your list."]];
    expect(pressedAfterNo(callOf(acknowledged, { names: NAMES }), labelsOn({ rejection: ["No.", "I'm not interested."] }))).toBeNull();
  });
});
