import { describe, expect, it } from "vitest";
import { factsOf } from "@tests/engine/facts";
import type { Line } from "@tests/engine/calls";
import { coach } from "./coaching";

const PITCH = "Our platform has authoring, search, analytics and integrations, and each one is really powerful on its own. ".repeat(22);

/** A rep who talks most of the call, asks nothing and leaves without a next step. */
const MONOLOGUE: Line[] = [
  [0, PITCH],
  [1, "Okay. My worry is implementation, our last rollout took eleven months."],
  [0, `Totally. And on pricing: ${PITCH}`],
  [1, "Hm."],
];

/** A rep who listens, asks, handles the objection and books the next meeting. */
const DISCOVERY: Line[] = [
  [0, "How do you handle invoices today? What does that cost you?"],
  [1, "Honestly it's painful. We key every invoice by hand, about thirty hours a week, and we were overbilled on six percent of our spend."],
  [0, "Who signs off on a purchase like this? What would you judge a solution on?"],
  [1, "Our CFO, Greg Lindqvist, signs anything over a hundred thousand. It has to integrate with NetSuite."],
  [1, "My worry is implementation, our last rollout took eleven months."],
  [0, "That's a fair worry. Our typical rollout is eight weeks with a named implementation manager, we do the setup on our side, and your team spends two hours a week."],
  [1, "That helps. Could you send me the case study and the security report?"],
  [0, "Yes. How about a demo on Thursday, December 3rd at 10 a.m.? I'll send the invite today."],
  [1, "Thursday works. I'll push for this internally."],
];

describe("coach", () => {
  it("coaches no qualification gap once the customer signs in the call", () => {
    const lines: Line[] = [
      [0, "Here is the revised order form: three years, eight percent off the subscription."],
      [1, "That works. Send me the updated order form now, I'll sign it while we're on the call."],
      [0, "Sending it now."],
      [1, "Signed. What happens next?"],
    ];
    const issues = coach(factsOf(lines)).what_could_improve.map((item) => item.issue).join("\n");
    expect(issues).not.toMatch(/champion|economic buyer|business pain/i);
    // Before the signature the same gaps are the advice.
    const unsigned = coach(factsOf(lines.slice(0, 1))).what_could_improve.map((item) => item.issue).join("\n");
    expect(unsigned).toMatch(/champion|economic buyer|business pain/i);
  });

  it("coaches no qualification gap on a short cold call or follow-up that booked a dated meeting, but does on discovery", () => {
    const lines: Line[] = [
      [1, "I'm calling about the demo on Thursday at eleven, I have a board meeting that day."],
      [0, "No problem. Would Monday at two work instead?"],
      [1, "Monday at two is fine, let's do two."],
      [0, "Great, I'll move the invite now. See you Monday."],
    ];
    const gaps = (stage: "follow_up" | "cold_call" | "discovery") =>
      coach({ ...factsOf(lines), stage }).what_could_improve.some((item) => /champion|economic buyer|decision process|business pain/i.test(item.issue));
    expect(gaps("follow_up")).toBe(false);
    expect(gaps("cold_call")).toBe(false);
    expect(gaps("discovery")).toBe(true);
  });

  it("after an opt-out, coaches no objection it was part of and no qualification gap", () => {
    const lines: Line[] = [
      [0, "We help offices cut printing costs, do you have two minutes? Who handles your copiers?"],
      [1, "We just signed a new lease. Three years."],
      [0, "Could I send over a quick comparison anyway?"],
      [1, "No, look, we don't need this, I'm not interested. Can you take us off your list?"],
    ];
    const coaching = coach({ ...factsOf(lines), optedOut: true });
    const issues = coaching.what_could_improve.map((item) => item.issue).join("\n");
    expect(issues).not.toMatch(/objection not answered: “No, look/);
    expect(issues).not.toMatch(/economic buyer|business pain|decision (?:criteria|process)/i);
  });

  it("cites the call's own figures against the benchmarks", () => {
    const coaching = coach(factsOf(MONOLOGUE));
    const issues = coaching.what_could_improve.map((item) => item.issue);
    expect(issues.some((issue) => /^You talked 9\d% of the call$/.test(issue))).toBe(true);
    expect(coaching.what_could_improve.find((item) => item.issue.startsWith("You talked"))?.why_it_matters).toContain("65%");
    expect(issues.some((issue) => /^You asked 0 questions in \d:\d\d$/.test(issue))).toBe(true);
    expect(issues.some((issue) => /^Your longest monologue ran \d:\d\d$/.test(issue))).toBe(true);
    expect(issues.some((issue) => issue.startsWith("Implementation objection not answered: “My worry is implementation"))).toBe(true);
    expect(issues).toContain("The call ended without a next step");
  });

  it("does not fault a presenter's 60% on a demo or closing call, but does on discovery", () => {
    const facts = factsOf(DISCOVERY);
    const talked = (stage: "demo" | "closing" | "discovery") =>
      coach({ ...facts, stage, metrics: { ...facts.metrics, talkTimeRatio: 0.6 } }).what_could_improve.some((item) => item.issue.includes("60% of the call"));
    expect(talked("demo")).toBe(false);
    expect(talked("closing")).toBe(false);
    expect(talked("discovery")).toBe(true);
  });

  it("praises what the benchmarks reward, with the figures", () => {
    const coaching = coach(factsOf(DISCOVERY));
    expect(coaching.what_went_well.join(" ")).toMatch(/You talked \d+% of the call and listened \d+%/);
    expect(coaching.what_went_well.some((item) => item.startsWith("You answered 1 of 1 objection"))).toBe(true);
    expect(coaching.what_went_well.some((item) => item.startsWith("You left with a dated next step"))).toBe(true);
    expect(coaching.coaching_score).toBeGreaterThan(coach(factsOf(MONOLOGUE)).coaching_score);
    // A short call's questions are praised against its length, not a full discovery call's 11–14.
    expect(coaching.what_went_well.find((item) => item.startsWith("You asked"))).toMatch(/^You asked \d+ questions in \d:\d\d; enough for a call this short \(a full discovery call does best with 11–14\)\.$/u);
  });

  it("gives one objection-handling tip per objection and lists what the customer asked to receive", () => {
    const { tips } = coach(factsOf(DISCOVERY));
    expect(tips.objection_handling).toHaveLength(1);
    expect(tips.objection_handling[0]).toMatch(/^Implementation: “My worry is implementation.*was answered/);
    expect(tips.materials_to_provide.some((item) => item.startsWith("the case study and the security report: asked for in"))).toBe(true);
    expect(tips.value_reinforcements[0]).toMatch(/^Tie “We key every invoice by hand.*” \(Participant 2\) to “.*” \(Sales Rep\) in the follow-up\.$/);
  });

  it("coaches a persuasion dialogue (stage other) without B2B qualification or pilots", () => {
    const lines: Line[] = [
      [0, "Would you consider a gift of fifty dollars to the library fund?"],
      [1, "Honestly, money is tight for me right now."],
      [0, "Thanks for your time anyway."],
    ];
    const coaching = coach({ ...factsOf(lines), stage: "other" });
    const text = JSON.stringify(coaching);
    expect(text).not.toMatch(/signs off on a purchase|pilot|business case/);
    const price = coaching.what_could_improve.find((item) => item.issue.startsWith("Price objection not answered"));
    if (price) expect(price.recommended_fix).toMatch(/smaller or monthly amount/);
    expect(coaching.what_could_improve.find((item) => item.issue === "The call ended without a next step")?.recommended_fix).toMatch(/amount/);
  });

  it("says there is nothing to coach in a call without a sales conversation", () => {
    const coaching = coach({ ...factsOf([[0, "How was the weekend?"], [1, "Lovely, thanks."]]), salesContent: false });
    expect(coaching).toMatchObject({ coaching_score: 0, what_went_well: [] });
    expect(coaching.what_could_improve[0]?.issue).toBe("No sales conversation to coach");
  });
});

describe("coach: a rep who pressed on after a no", () => {
  it("says so right after the opt-out, citing the customer's no and the words they had to repeat it with", () => {
    const lines: Line[] = [
      [0, "Would it be okay if an advisor swung by on Saturday, just fifteen minutes?"],
      [1, "No. I'm not interested."],
      [0, "Okay. What if I just mailed you some information and you could look at it when you have time?"],
      [1, "Please take me off your list."],
    ];
    const facts = factsOf(lines, ["Kyle Brennan", "Margaret Chen"]);
    const no = facts.call.sentences[1]!;
    const optOut = facts.call.sentences.find((sentence) => sentence.text.startsWith("Please take me off"))!;
    const coaching = coach({ ...facts, optedOut: true, pressedAfterNo: { decline: no, again: [optOut] } });
    const [first, second] = coaching.what_could_improve;
    expect(first?.issue).toBe("The customer asked not to be contacted again");
    expect(second?.issue).toMatch(/^You went on after the customer said no: “No\.” \(Margaret Chen\), and then had to say it again: “Please take me off your list\.”/);
    expect(second?.recommended_fix).toMatch(/leave it there\.$/);
    expect(second?.recommended_fix).not.toContain("follow up");
  });
});
