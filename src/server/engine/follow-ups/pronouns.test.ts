import { describe, expect, it } from "vitest";
import { buildCall } from "../call/call";
import { isQuestion } from "../questions";
import { findFollowUps } from "./follow-ups";

const call = (lines: [number, string][]) =>
  buildCall(lines.map(([speaker, text]) => ({ speaker, text })), [0], isQuestion);

describe("follow-ups resolve what 'that' and 'it' point to", () => {
  it("names the thing promised a sentence or two before", () => {
    const found = findFollowUps(call([
      [1, "Can you send me the pricing sheet with the volume tiers?"],
      [0, "Absolutely. I'll send that right now."],
    ]));
    expect(found.map((followUp) => followUp.action)).toContain("send the pricing sheet right now");
  });

  it("keeps the words when nothing was named", () => {
    const found = findFollowUps(call([
      [1, "Sounds good."],
      [0, "Great, I'll send it over today."],
    ]));
    expect(found.map((followUp) => followUp.action)).toContain("send it over today");
  });
});
