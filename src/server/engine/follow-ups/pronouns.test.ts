import { describe, expect, it } from "vitest";
import { buildCall } from "../call/call";
import { isQuestion } from "../questions";
import { findFollowUps } from "./follow-ups";

const call = (lines: [number, string][]) =>
  buildCall(lines.map(([speaker, text]) => ({ speaker, text })), [0], isQuestion);
const actions = (lines: [number, string][]) => findFollowUps(call(lines)).map((followUp) => followUp.action);

describe("follow-ups resolve what 'that' and 'it' point to", () => {
  it("names the thing promised a sentence or two before", () => {
    expect(actions([
      [1, "Can you send me the pricing sheet with the volume tiers?"],
      [0, "Absolutely. I'll send that right now."],
    ])).toContain("send the pricing sheet with the volume tiers right now");
  });

  it("names whatever was asked for, in the words it was asked for", () => {
    expect(actions([
      [0, "Could you send me the clinic addresses and current speeds so we can check them?"],
      [1, "I'll send that by Friday."],
    ])).toContain("send the clinic addresses and current speeds by Friday");
    expect(actions([
      [0, "I'll need the drawing set and your sub list."],
      [1, "I'll send it Monday."],
    ])).toContain("send the drawing set and your sub list Monday");
  });

  it("reads 'both' and 'those' as the two things named", () => {
    expect(actions([
      [1, "Could we get the deck and the pricing?"],
      [0, "Sure, I'll send both today."],
    ])).toContain("send the deck and the pricing today");
  });

  it("reads 'send it' right after a day was agreed as that meeting's invite", () => {
    expect(actions([
      [0, "How's Thursday the 6th, at ten?"],
      [1, "Thursday the 6th is fine."],
      [0, "Great, I'll send that in the next few minutes."],
    ])).toContain("send the invite for Thursday the 6th in the next few minutes");
    expect(actions([
      [0, "Does Tuesday the ninth work for you and Anita?"],
      [1, "Tuesday the ninth works, I'll forward it to her."],
    ])).toContain("forward the invite for Tuesday the ninth to her");
  });

  it("keeps the words when nothing was named, and leaves 'that' and 'them' before a noun alone", () => {
    expect(actions([[1, "Sounds good."], [0, "Great, I'll send it over today."]])).toContain("send it over today");
    expect(actions([[1, "Can you send the contract?"], [0, "I'll send that lender page today."]])).toContain("send that lender page today");
    expect(actions([[1, "Can you send the contract?"], [0, "I'll get both documents over to you within the hour."]])).toContain(
      "get both documents over to you within the hour",
    );
  });
});
