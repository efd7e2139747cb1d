import { describe, expect, it } from "vitest";
import { callOf, type Line } from "@tests/engine/calls";
import type { CallLabels } from "../classifier/classify-call";
import type { ModelLabel } from "../classifier/labels";
import { declinesAsEvidence, emptyScorecard, scoreMeddic } from "./scorecard";
import { labelsOn, labelsSaying } from "@tests/engine/labels";

const card = (lines: readonly Line[]) => scoreMeddic(callOf(lines));

/** Labels giving each listed sentence (by index) the probabilities given, every label said at 0.3 or more. */
function labelsOf(probabilities: Record<number, Partial<Record<ModelLabel, number>>>): CallLabels {
  const probability = (sentence: { index: number }, label: ModelLabel) => probabilities[sentence.index]?.[label] ?? 0;
  return {
    labels: [],
    probabilities: [],
    probability,
    said: (sentence, label) => probability(sentence, label) >= 0.3,
    confident: (sentence, label) => probability(sentence, label) >= 0.65,
    sentencesWith: () => [],
  };
}

describe("MEDDIC", () => {
  it("takes no champion from a sentence the classifier reads as an objection at least as surely", () => {
    const call = callOf([
      [0, "The license is forty thousand a year."],
      [1, "Honestly that's too expensive for us."],
    ]);
    const objecting = labelsOf({ 1: { champion: 0.31, objection_price: 0.55 } });
    const sentencesWith = (label: ModelLabel) => (label === "champion" ? [call.sentences[1]!] : []);
    // The hand-set rule (no fitted decision): one heard sentence is Partial unless it reads as an objection.
    expect(scoreMeddic(call, { ...objecting, sentencesWith }, null, null).champion.result).toBe("No");
    const advocating = labelsOf({ 1: { champion: 0.7, objection_price: 0.35 } });
    expect(scoreMeddic(call, { ...advocating, sentencesWith }, null, null).champion.result).toBe("Partial");
  });

  it("takes the customer who signs as the economic buyer", () => {
    const result = card([
      [0, "Shall I send the order form over now?"],
      [1, "Yes, send it and I'll sign it before I leave today."],
    ]);
    expect(result.economic_buyer.result).toBe("Yes");
    expect(result.economic_buyer.context).toContain("I'll sign it before I leave today");
    expect(card([[0, "Want to sign up for the newsletter?"], [1, "Sure, I'll sign up."]]).economic_buyer.result).toBe("No");
  });

  it("never gives more than No from the fitted decision without customer words to cite", () => {
    const call = callOf([
      [0, "Thanks for taking the call, I'll be quick."],
      [1, "Sure."],
    ]);
    const card = scoreMeddic(call, labelsOf({}), "closing");
    for (const criterion of ["metrics", "economic_buyer", "decision_criteria", "decision_process", "identify_pain", "champion"] as const) {
      expect(card[criterion].result).toBe("No");
    }
  });

  it("gives Yes from the fitted decision when the classifier hears a criterion again and again", () => {
    const call = callOf([
      [0, "What's going wrong today?"],
      [1, "We lose about forty orders a week to double bookings."],
      [1, "My dispatchers spend two hours a day fixing the board by hand."],
      [1, "Last month a missed delivery cost us our biggest account."],
      [0, "That sounds painful."],
    ]);
    const labels = labelsOf({ 1: { pain: 0.95 }, 2: { pain: 0.95 }, 3: { pain: 0.95 } });
    const sentencesWith = (label: ModelLabel) => (label === "pain" ? call.sentences.filter((sentence) => !sentence.rep) : []);
    const card = scoreMeddic(call, { ...labels, sentencesWith }, "discovery");
    expect(card.identify_pain.result).toBe("Yes");
    expect(card.identify_pain.context).toContain("forty orders a week");
  });

  it("finds metrics in the customer's figures and quotes them with their time", () => {
    const result = card([
      [0, "How much does that cost you?"],
      [1, "We were overbilled on about six percent of a fourteen million dollar freight spend."],
      [0, "And the team?"],
      [1, "They spend about thirty hours a week keying invoices."],
    ]);
    expect(result.metrics.result).toBe("Yes");
    expect(result.metrics.context).toContain("“We were overbilled on about six percent");
    expect(result.metrics.context).toContain("(Participant 2, 00:10)");
  });

  it("counts only customer speech: a rep quoting figures and pains proves nothing", () => {
    const result = card([
      [0, "Most customers save six percent of a fourteen million dollar spend; the problem is manual keying, and your CFO signs."],
      [1, "Okay."],
    ]);
    expect(result.metrics.result).toBe("No");
    expect(result.identify_pain.result).toBe("No");
    expect(result.economic_buyer.result).toBe("No");
    expect(result.metrics.context).toMatch(/no figures/i);
  });

  it("names the economic buyer from a title with sign-off, and holds doubts about budget at Partial", () => {
    const named = card([[1, "Our CFO, Greg Lindqvist. Anything over a hundred thousand needs his sign-off."]]);
    expect(named.economic_buyer.result).toBe("Yes");
    const doubtful = card([[1, "Robert Haines, our General Counsel, makes the call. I don't know if Robert has budget for this."]]);
    expect(doubtful.economic_buyer.result).toBe("Partial");
    expect(doubtful.economic_buyer.context).toContain("I don't know if Robert has budget");

    // A named person with sign-off, said without a title or a pronoun: clear, not decisive.
    expect(card([[1, "Once legal is done, Henrik Larsen signs the order form."]]).economic_buyer.result).not.toBe("No");
  });

  it("does not take a passing executive or a negated sign-off for a buyer", () => {
    expect(card([[1, "Sorry, our CEO just pulled me into board prep."]]).economic_buyer.result).toBe("No");
    expect(card([[1, "Our compliance team would never sign off on mass email."]]).economic_buyer.result).toBe("No");
  });

  it("reads decision criteria from requirements and from answers to 'what would you judge it on?'", () => {
    const result = card([
      [0, "What would a solution have to do? What would you judge it on?"],
      [1, "Three things. It has to integrate with NetSuite. It has to handle all three modes."],
    ]);
    expect(result.decision_criteria.result).toBe("Yes");
    expect(card([[1, "The clause library is exactly what we need."]]).decision_criteria.result).toBe("Partial");
  });

  it("needs steps and dates for a Yes on the decision process; who alone is Partial", () => {
    const full = card([[1, "First IT does a security review. Then procurement runs the contract and legal reviews the MSA. We want it signed by the end of February."]]);
    expect(full.decision_process.result).toBe("Yes");
    expect(card([[1, "I need to run this by my boss."]]).decision_process.result).toBe("Partial");
    expect(card([[1, "Honestly, I haven't thought about the process yet. First a trial, then security review, then legal, signed by March."]]).decision_process.result).toBe("Partial");
  });

  it("finds pain in business problems, not in everyday complaints", () => {
    expect(card([[1, "That's the painful part. We key every invoice by hand and we still miss discounts."]]).identify_pain.result).toBe("Yes");
    expect(card([[1, "My legs are destroyed today and the cat was furious."]]).identify_pain.result).toBe("No");
  });

  it("grades the champion by the strength of the commitment to push internally", () => {
    expect(card([[1, "I'll push for this, and I'll take it to Margaret myself."]]).champion.result).toBe("Yes");
    expect(card([[1, "I'll just forward your stuff."]]).champion.result).toBe("Partial");
    expect(card([[1, "Sure, send it over and I'll take a look."]]).champion.result).toBe("No");
  });

  it("scores overall as the mean of Yes 100, Partial 50 and No 0", () => {
    const result = card([
      [1, "I'll just forward your stuff."],
      [1, "That's the painful part. We key every invoice by hand and we still miss discounts."],
    ]);
    expect(result.champion.result).toBe("Partial");
    expect(result.identify_pain.result).toBe("Yes");
    const points = { Yes: 100, Partial: 50, No: 0 };
    const criteria = [result.metrics, result.economic_buyer, result.decision_criteria, result.decision_process, result.identify_pain, result.champion];
    expect(result.overall_score).toBe(Math.round(criteria.reduce((sum, entry) => sum + points[entry.result], 0) / 6));
  });

  it("gives every criterion the same reason when there is nothing to assess", () => {
    const empty = emptyScorecard("No sales conversation in this call.");
    expect(empty.overall_score).toBe(0);
    expect(empty.champion).toEqual({ result: "No", context: "No sales conversation in this call." });
  });
});

describe("MEDDIC evidence from a no", () => {
  it("never cites an opt-out as the customer's criteria, however the classifier leans", () => {
    const call = callOf([[0, "Would a demo next week help you compare options?"], [1, "Please take me off your list."]], { names: ["Kyle Brennan", "Margaret Chen"] });
    const scorecard = scoreMeddic(call, labelsSaying("list", "decision_criteria"), null);
    expect(scorecard.decision_criteria.context).not.toContain("take me off your list");
    const said = labelsOn({ decision_criteria: ["Please take me off your list."] });
    const heard = scoreMeddic(call, { ...said, sentencesWith: (label) => (label === "decision_criteria" ? call.sentences.filter((sentence) => !sentence.rep) : []) }, null, null);
    expect(heard.decision_criteria).toMatchObject({ result: "No" });
  });

  it("takes neither an opt-out nor a confident no as pain or criteria, but lets a no say who decides", () => {
    const call = callOf([[1, "Please take me off your list."], [1, "I'm the one who'd approve it, and I'm not going to."]], { names: ["Kyle Brennan", "Margaret Chen"] });
    const [optOut, no] = call.sentences;
    const rejecting = labelsSaying("not going to", "rejection");
    expect(declinesAsEvidence(optOut!, "decision_criteria", rejecting)).toBe(true);
    expect(declinesAsEvidence(no!, "identify_pain", rejecting)).toBe(true);
    expect(declinesAsEvidence(no!, "economic_buyer", rejecting)).toBe(false);
  });
});
