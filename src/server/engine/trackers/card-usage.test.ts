import { describe, expect, it } from "vitest";
import type { BattleCard } from "@shared/trackers";
import type { Utterance } from "@shared/utterance";
import { battleCardUsage, matchedPoints, pointUsed, sellerAnswerTo } from "./card-usage";
import { matchTrackers } from "./match";
import { contentStems } from "../objections/topic-words";

const card: BattleCard = {
  summary: "Acme is cheaper up front.",
  whyWeWin: ["Onboarding finished in two weeks with a named implementation manager", "Native Salesforce sync without middleware"],
  landmines: ["Ask how many admin hours their reporting needs"],
  objections: [{ objection: "Acme is cheaper", answer: "Compare the total cost including admin hours and consultants" }],
};

const mentionsIn = (utterances: Utterance[], sellers: number[]) => matchTrackers(utterances, sellers, [{ id: "acme", phrases: ["Acme"], side: "anyone" }]);

describe("card point overlap", () => {
  it("counts a paraphrase with half the point's content words, not one shared topic word", () => {
    const point = "Native Salesforce sync without middleware";
    expect(pointUsed(point, contentStems("our salesforce sync is native, no middleware needed"))).toBe(true);
    // Only "salesforce": every answer about integration says it.
    expect(pointUsed(point, contentStems("do you use salesforce today?"))).toBe(false);
    // Plurals and -ing forms meet their stems.
    expect(pointUsed("Compare the total cost including admin hours and consultants", contentStems("if you compare costs, count the consultant and the admin hour"))).toBe(true);
  });

  it("a one-word point needs that word", () => {
    expect(pointUsed("Reliability", contentStems("reliability is what we are known for"))).toBe(true);
    expect(pointUsed("Reliability", contentStems("we are known for speed"))).toBe(false);
  });

  it("lists the points an answer used, as written on the card", () => {
    expect(matchedPoints(card, "Onboarding is finished in two weeks and you get a named implementation manager. Also native Salesforce sync, no middleware.")).toEqual([
      card.whyWeWin[0],
      card.whyWeWin[1],
    ]);
  });
});

describe("the seller side's answer to a mention", () => {
  const call: Utterance[] = [
    { speaker: 0, text: "How do you handle reporting today?", start: 0, end: 5 },
    { speaker: 1, text: "We are looking at Acme. They are cheaper.", start: 5, end: 10 },
    { speaker: 1, text: "Much cheaper, honestly.", start: 10, end: 12 },
    { speaker: 0, text: "Fair. Compare the total cost with admin hours and consultants.", start: 12, end: 20 },
    { speaker: 0, text: "Most teams find that flips it.", start: 20, end: 24 },
    { speaker: 1, text: "Interesting.", start: 24, end: 26 },
  ];

  it("is the first seller turn after a customer's mention, consecutive utterances together", () => {
    const [mention] = mentionsIn(call, [0]);
    expect(sellerAnswerTo(mention!, call, new Set([0]))).toEqual({ atSeconds: 12, text: "Fair. Compare the total cost with admin hours and consultants. Most teams find that flips it." });
  });

  it("is the rest of the rep's own turn when the rep named it", () => {
    const repSaid: Utterance[] = [{ speaker: 0, text: "Hello. Unlike Acme, we sync natively with Salesforce.", start: 0, end: 10 }];
    const [mention] = mentionsIn(repSaid, [0]);
    expect(sellerAnswerTo(mention!, repSaid, new Set([0]))?.text).toBe("Unlike Acme, we sync natively with Salesforce.");
  });

  it("is nothing when nobody on our side speaks after it", () => {
    const end: Utterance[] = [{ speaker: 0, text: "Anything else?", start: 0 }, { speaker: 1, text: "We signed with Acme.", start: 3 }];
    expect(sellerAnswerTo(mentionsIn(end, [0])[0]!, end, new Set([0]))).toBeNull();
  });
});

describe("battle card usage verdicts", () => {
  const verdictFor = (answer: string) => {
    const call: Utterance[] = [
      { speaker: 1, text: "Honestly Acme is cheaper.", start: 600, end: 604 },
      { speaker: 0, text: answer, start: 604, end: 640 },
    ];
    return battleCardUsage(card, mentionsIn(call, [0]), call, [0]);
  };

  it("used: two points or more, named in the note with the moment", () => {
    const usage = verdictFor("Onboarding is finished in two weeks with a named implementation manager, and compare the total cost once admin hours and consultants are in.");
    expect(usage.verdict).toBe("used");
    expect(usage.matchedPoints).toEqual([card.whyWeWin[0], card.objections[0]!.answer]);
    expect(usage.note).toMatch(/^Your answer at 10:04 shares most of the words of 2 of the card's 4 points: “Onboarding/);
    expect(usage.repAnswer).toMatchObject({ atSeconds: 604 });
  });

  it("partly: one point", () => {
    const usage = verdictFor("Sure, but our Salesforce sync is native, no middleware to pay for.");
    expect(usage.verdict).toBe("partly");
    expect(usage.matchedPoints).toEqual([card.whyWeWin[1]]);
    expect(usage.note).toMatch(/shares most of the words of 1 of the card's 4 points: .*The other 3 points' words were not heard\./);
  });

  it("not used: a full answer on something else, with the card's first point suggested", () => {
    const usage = verdictFor("I understand. Let me send over a proposal with a discount for a three year commitment and we can revisit the numbers on Thursday with your finance director.");
    expect(usage.verdict).toBe("not_used");
    expect(usage.note).toMatch(/shares too few words with any of the card's points to have used them\. Next time try: “Onboarding/);
  });

  it("unsure: a short answer, a few shared words, or no answer at all", () => {
    expect(verdictFor("Okay, noted.").verdict).toBe("unsure");
    expect(verdictFor("Okay, noted.").note).toMatch(/^It is unclear whether your answer at 10:04 used the card: it was too short/);
    const someWords = verdictFor("Well the cost of admin work is something we can look at together with your implementation people next month.");
    expect(someWords).toMatchObject({ verdict: "unsure", matchedPoints: [] });
    expect(someWords.note).toMatch(/shares a few of its words/);
    const silent: Utterance[] = [{ speaker: 1, text: "We went with Acme.", start: 90 }];
    expect(battleCardUsage(card, mentionsIn(silent, [0]), silent, [0])).toEqual({
      verdict: "unsure",
      note: "It is unclear whether the card was used: nobody on our side answered after it came up at 01:30.",
      repAnswer: null,
      matchedPoints: [],
    });
  });
});

describe("a card with a summary only", () => {
  it("is unsure: there is nothing to compare the answer with", () => {
    const call: Utterance[] = [
      { speaker: 1, text: "Acme is cheaper.", start: 0, end: 4 },
      { speaker: 0, text: "Acme charges for every admin seat and every integration they build for you.", start: 4, end: 9 },
    ];
    const usage = battleCardUsage({ summary: "Acme is cheap up front.", whyWeWin: [], landmines: [], objections: [] }, mentionsIn(call, [0]), call, [0]);
    expect(usage).toMatchObject({ verdict: "unsure", matchedPoints: [], repAnswer: { atSeconds: 4 } });
    expect(usage.note).toMatch(/only a summary/);
  });
});
