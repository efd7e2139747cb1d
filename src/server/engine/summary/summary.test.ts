import { describe, expect, it } from "vitest";
import { buildCall } from "../call/call";
import { findFollowUps } from "../follow-ups/follow-ups";
import { callOf, type Line } from "@tests/engine/calls";
import { customerSigned } from "../rules/signing";
import { list, summarize } from "./summary";

const NAMES = ["Daniel Okafor", "Rachel Torres"];
const sentences = (text: string) => text.split(/(?<=[.”])\s+(?=[A-Z])/).length;

function summaryOf(lines: readonly Line[], salesContent = true) {
  const call = callOf(lines, { names: NAMES });
  return summarize(call, { durationSeconds: 600, followUps: findFollowUps(call), salesContent });
}

describe("summarize", () => {
  it("covers who met, the situation, the pain, the proposal and what was agreed, in their own words", () => {
    const summary = summaryOf([
      [0, "How does freight work at Harlow today?"],
      [1, "We're a furniture distributor with three warehouses and about forty carriers."],
      [1, "The painful part is that my team spends thirty hours a week keying invoices by hand."],
      [0, "Here's what I'd suggest. You send me last quarter's invoices and I build an ROI model from your data."],
      [1, "I'll get you a sample of last quarter's invoices by Wednesday."],
    ]);
    expect(summary).toMatch(/^Daniel Okafor met Rachel Torres for about 10 minutes\./);
    expect(summary).toContain("“We're a furniture distributor with three warehouses and about forty carriers.”");
    expect(summary).toContain("thirty hours a week keying invoices by hand");
    expect(summary).toContain("Daniel Okafor proposed: “Here's what I'd suggest. You send me last quarter's invoices");
    expect(summary).toContain("Agreed: Rachel Torres will get Daniel Okafor a sample of last quarter's invoices by Wednesday.");
    expect(sentences(summary)).toBeGreaterThanOrEqual(3);
    expect(sentences(summary)).toBeLessThanOrEqual(6);
  });

  it("ends with the customer's decline, which the rep's own promise after it does not undo", () => {
    const call = callOf(
      [
        [0, "Where did you land on the proposal?"],
        [1, "We've decided to go with another vendor, so we'll pass."],
        [0, "Understood. I'll send you our case study anyway on Friday."],
      ],
      { names: NAMES },
    );
    const decline = call.sentences[1]!;
    const summary = summarize(call, { durationSeconds: 120, followUps: findFollowUps(call), salesContent: true, heardDecline: decline });
    expect(summary).toContain("Rachel Torres declined: “We've decided to go with another vendor, so we'll pass.”");
    expect(summary).not.toContain("Agreed:");
  });

  it("ends a won call on the customer's buying signal, then what was agreed", () => {
    const call = callOf(
      [
        [0, "Here is the revised order form, three years at eight percent off."],
        [1, "Send me the updated order form now, I'll sign it while we're on the call."],
        [0, "Sending it now. I'll send the kickoff invite today."],
      ],
      { names: NAMES },
    );
    const summary = summarize(call, { durationSeconds: 240, followUps: findFollowUps(call), salesContent: true, heardCommitment: call.sentences[1]! });
    expect(summary).toContain("Rachel Torres signalled they would buy: “Send me the updated order form now, I'll sign it while we're on the call.” Agreed:");
  });

  it("says how long a chat ran by the clock when its messages span hours with long silences between", () => {
    const utterances = [
      { speaker: 0, name: "Daniel Okafor", text: "Here is the quote for the forty seats.", start: 0 },
      { speaker: 1, name: "Rachel Torres", text: "Thanks, we'll look at it tonight.", start: 600 },
      { speaker: 0, name: "Daniel Okafor", text: "Any questions on the quote?", start: 26 * 3600 },
      { speaker: 1, name: "Rachel Torres", text: "Signed, sending it back now.", start: 26 * 3600 + 300 },
    ];
    const call = buildCall(utterances, [0], (text) => text.endsWith("?"));
    const opening = summarize(call, { durationSeconds: 1200, followUps: [], salesContent: true }).split(".")[0];
    expect(opening).toBe("Daniel Okafor met Rachel Torres over about 26 hours");
  });

  it("says how long in words that fit: minutes for a call, hours or days for a chat export", () => {
    const call = callOf([[0, "Thanks for the messages, here are the options."], [1, "Thanks, we'll look."]], { names: NAMES });
    const opening = (durationSeconds: number) => summarize(call, { durationSeconds, followUps: [], salesContent: true }).split(".")[0];
    expect(opening(40)).toBe("Daniel Okafor met Rachel Torres for about a minute");
    expect(opening(2 * 3600)).toBe("Daniel Okafor met Rachel Torres for about 120 minutes");
    expect(opening(5 * 3600)).toBe("Daniel Okafor met Rachel Torres over about 5 hours");
    expect(opening(3 * 24 * 3600)).toBe("Daniel Okafor met Rachel Torres over 3 days");
  });

  it("says plainly when the call holds no sales conversation, and still reports what was agreed", () => {
    const summary = summaryOf([[0, "Can we push to Tuesday?"], [1, "Sure. I'll send a new invite for Tuesday at 3."]], false);
    expect(summary).toContain("No sales conversation took place");
    expect(summary).toContain("Rachel Torres will send a new invite for Tuesday at 3.");
  });

  it("ends a won call on the customer's signature, and leaves the absent pain out on a closing call", () => {
    const call = callOf(
      [
        [0, "I've sent both documents through DocuSign, you should have them now."],
        [1, "I see it. Okay, signed. Both the MSA and the order form."],
        [0, "Got the completion notice, welcome aboard."],
      ],
      { names: NAMES },
    );
    const summary = summarize(call, { durationSeconds: 600, followUps: [], salesContent: true, signed: customerSigned(call), stage: "closing" });
    expect(summary).toContain("Rachel Torres signed on the call: “Okay, signed.");
    expect(summary).not.toContain("did not describe a business problem");
  });

  it("says when the customer described no problem and nothing was agreed", () => {
    const summary = summaryOf([[0, "Let me show you our platform, it has dashboards and alerts for every team."], [1, "Okay, thanks."]]);
    expect(summary).toContain("The customer did not describe a business problem.");
    expect(summary).toContain("No next step was agreed.");
  });

  it("does not pretend to have read a call in another language, nor an empty one", () => {
    const german = "Wir sprechen heute über die Verlängerung und über das größte Problem, das Ihr Team mit der Abrechnung hat.";
    expect(summaryOf([[0, german], [1, german], [0, german]])).toContain("not in English or Spanish");
    expect(summarize(callOf([]), { durationSeconds: 0, followUps: [], salesContent: false })).toMatch(/no speech/);
  });
});

describe("list", () => {
  it("joins names as a sentence does, the one joiner the summary and the no-customer report share", () => {
    expect(list([])).toBe("");
    expect(list(["Ana"])).toBe("Ana");
    expect(list(["Ana", "Ben"])).toBe("Ana and Ben");
    expect(list(["Ana", "Ben", "Cy"])).toBe("Ana, Ben and Cy");
  });
});

describe("summarize: long agreed steps", () => {
  it("keeps the first of two dated steps whole instead of cutting the sentence mid-phrase", () => {
    const summary = summaryOf([
      [1, "We had two outages this quarter and each cost us a day of orders."],
      [0, "Let's set up the technical review on Tuesday the 4th, and then the contract review on Friday the 7th with your legal team."],
      [1, "Tuesday the 4th for the technical review, yes, and Friday the 7th for legal."],
    ]);
    expect(summary).not.toMatch(/with your\.$/);
    expect(summary).toContain("set up the technical review on Tuesday the 4th");
  });
});
