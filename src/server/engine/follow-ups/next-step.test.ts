import { describe, expect, it } from "vitest";
import { callOf, type Line } from "@tests/engine/calls";
import { labelsOn } from "@tests/engine/labels";
import { customerPledge } from "./next-step";

const NAMES = ["Persuader", "Persuadee"];

describe("the customer's pledge", () => {
  it("is their own next step with an amount in it", () => {
    const lines: Line[] = [[0, "Would you give a few dollars to the reading fund?"], [1, "ok."], [1, "I'll do 5."]];
    const pledge = customerPledge(callOf(lines, { names: NAMES }), labelsOn({ next_step: [lines[0]![1], "I'll do 5."] }));
    expect(pledge?.text).toBe("I'll do 5.");
  });

  it("is not the seller's ask, a question about amounts, or a refusal", () => {
    const lines: Line[] = [[0, "Could you do $30?"], [1, "Do people usually give 30?"], [1, "No, I'm not going to do 30."]];
    const all = lines.map(([, text]) => text);
    expect(customerPledge(callOf(lines, { names: NAMES }), labelsOn({ next_step: all, rejection: [lines[2]![1]] }))).toBeNull();
  });
});
