import { describe, expect, it } from "vitest";
import { callOf, type Line } from "@tests/engine/calls";
import { findObjections } from "./objections";

const found = (lines: readonly Line[]) => findObjections(callOf(lines)).map(({ category, quote, answered }) => ({ category, quote, answered }));

const ROLLOUT_ANSWER =
  "That's a fair worry. Our typical rollout for a team your size is eight weeks, you get a named implementation manager, we do the setup on our side, and your team spends about two hours a week on it.";

describe("objections", () => {
  it("categorises what the customer pushes back on, with their own words", () => {
    expect(found([[1, "Ninety-five dollars a seat is a lot more than we budgeted."]])).toMatchObject([{ category: "price" }]);
    expect(found([[1, "I like it, but it's just not this quarter. Our budget is frozen until Q3."]])).toMatchObject([{ category: "timing" }]);
    expect(found([[1, "So, I need to run this by my boss."]])).toMatchObject([{ category: "authority" }]);
    expect(found([[1, "We already have GPS on the trucks. We're fine on that front."]])).toMatchObject([{ category: "need" }]);
    expect(found([[1, "We've been looking at BambooHR. Their quote is about thirty percent less."]])).toMatchObject([{ category: "competitor" }]);
    expect(found([[1, "I've heard that before. Your last account manager promised us a fix."]])).toMatchObject([{ category: "trust" }]);
    expect(found([[1, "Honestly, my worry is implementation. The last one took eleven months."]])).toMatchObject([{ category: "implementation" }]);
  });

  it("classifies a concern by what the sentences around it talk about", () => {
    const [objection] = found([[1, "What's this going to cost me? Because if it's some big enterprise thing, forget it."]]);
    expect(objection).toMatchObject({ category: "price", quote: "What's this going to cost me? Because if it's some big enterprise thing, forget it." });
  });

  it("ignores the rep's words, plain questions and other people's worries", () => {
    expect(found([[0, "Is the price too expensive for you? Many say we're too pricey."]])).toEqual([]);
    expect(found([[1, "How does pricing work?"]])).toEqual([]);
    expect(found([[1, "She'll be happy, she's been worried we'd miss the window."]])).toEqual([]);
    expect(found([[1, "We were three million dollars over budget on agency labor last year."]])).toEqual([]);
  });

  it("reads 'can't afford' as price only when it is the cost they cannot afford", () => {
    expect(found([[1, "We can't afford another outage like that."]])).toEqual([]);
    expect(found([[1, "I can't afford to lose drivers over paperwork."]])).toEqual([]);
    expect(found([[1, "Honestly, we can't afford it this year."]])).toMatchObject([{ category: "price" }]);
    expect(found([[1, "We can't afford to pay four hundred a month."]])).toMatchObject([{ category: "price" }]);
    expect(found([[1, "We can't afford $400 a month."]])).toMatchObject([{ category: "price" }]);
    expect(found([[1, "We can't afford that kind of downtime again."]])).toEqual([]);
  });

  it("reads 'not in the budget' as price when it is said of this, not as a rule of who approves", () => {
    expect(found([[1, "Honestly, this is not in our budget."]])).toMatchObject([{ category: "price" }]);
    expect(found([[1, "Our CEO approves anything that's not in the budget."]])).toEqual([]);
    expect(found([[1, "If it's not in the budget by March it waits."]])).toEqual([]);
    expect(found([[1, "If it isn't in our budget it waits."]])).toEqual([]);
    expect(found([[1, "Anything that isn't in the budget goes to the CFO."]])).toEqual([]);
  });

  it("takes an opt-out as an instruction to respect, not an objection to answer", () => {
    const lines: Line[] = [
      [0, "Can I at least send you a one-pager in case things change?"],
      [1, "Please don't. Actually, take me off your list, we don't need this."],
    ];
    expect(found(lines)).toEqual([]);
    expect(found([[1, "We don't need this, we do it by hand and it's fine."]])).not.toEqual([]);
  });

  it("counts an objection answered when the seller engages with its substance", async () => {
    // Read as the engine reads it, with the classifier: on three lines the answer model alone sits near its
    // cut-off, and the customer's "that helps" is part of what a listener hears.
    const { classifyCall } = await import("../classifier/classify-call");
    const call = callOf([
      [1, "Honestly, my worry is implementation. Our last system was supposed to take four months and it took eleven."],
      [0, ROLLOUT_ANSWER],
      [1, "Okay, that helps."],
    ]);
    expect(findObjections(call, classifyCall(call))[0]).toMatchObject({ category: "implementation", answered: true });
  });

  it("does not count a pivot to something else, or an answer the customer rejects, as an answer", () => {
    const pivot = found([
      [1, "Honestly, my worry is implementation. Our last system was supposed to take four months and it took eleven."],
      [0, "Totally. And on pricing, we have three tiers: thirty-nine, sixty-nine and custom, and most teams your size land in the middle one."],
    ]);
    expect(pivot[0]?.answered).toBe(false);
    const rejected = found([
      [1, "Honestly, my worry is implementation. Our last system was supposed to take four months and it took eleven."],
      [0, ROLLOUT_ANSWER],
      [1, "Right, but that doesn't really answer how I get them to use it."],
    ]);
    expect(rejected[0]?.answered).toBe(false);
  });

  it("keeps one objection when the customer goes on about it after a short prompt", () => {
    const objections = found([
      [1, "I'll be honest with you, I choked a little at the number."],
      [0, "Tell me more, which part?"],
      [1, "Ninety-five dollars per seat per month is a lot more than we budgeted."],
    ]);
    expect(objections).toHaveLength(1);
    expect(objections[0]?.quote).toContain("choked a little");
    expect(objections[0]?.quote).toContain("a lot more than we budgeted");
  });

  it("records when the objection was raised", () => {
    const [objection] = findObjections(callOf([[0, "Hello."], [1, "We already have a tool for that."]]));
    expect(objection?.at).toBe(10);
  });
});

describe("objections the customer says are settled", () => {
  const lines: Line[] = [
    [0, "For a team your size it would be about 48 thousand a year."],
    [1, "Hmm. We budgeted about 30 for this, so 48 is a stretch."],
    [0, "If we start with the two busiest offices, it comes to 29."],
    [1, "Okay, that could work."],
  ];

  it("count as answered when the classifier hears the customer settle it, however short the reply", async () => {
    const { classifyCall } = await import("../classifier/classify-call");
    const call = callOf(lines);
    const [objection] = findObjections(call, classifyCall(call));
    expect(objection).toMatchObject({ category: "price", answered: true });
  });

  it("stay open when the customer does not settle it and the reply is short", async () => {
    const { classifyCall } = await import("../classifier/classify-call");
    const call = callOf([...lines.slice(0, 3), [1, "I'd still have to think about it."]]);
    // Only the price objection is under test; whether the stall itself reads as a concern is the classifier's call.
    expect(findObjections(call, classifyCall(call)).find((objection) => objection.category === "price")).toMatchObject({ answered: false });
  });
});
