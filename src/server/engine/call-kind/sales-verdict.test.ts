import { describe, expect, it } from "vitest";
import { callOf, utterancesOf, type Line } from "@tests/engine/calls";
import { labelsSaying } from "@tests/engine/labels";
import type { CallLabels } from "../classifier/classify-call";
import type { MeetingModel } from "./meeting-model";
import { MEETING_SIGNALS } from "./meeting-signals";
import { salesVerdict } from "./sales-verdict";

/** A meeting model that gives every call the same probability, with the usual cut-offs. */
const modelSaying = (probability: number): MeetingModel => ({
  centroids: { idf: {}, meeting: {}, sales: {} },
  model: {
    names: [...MEETING_SIGNALS],
    coefficients: MEETING_SIGNALS.map(() => 0),
    intercept: Math.log(probability / (1 - probability)),
    means: MEETING_SIGNALS.map(() => 0),
    scales: MEETING_SIGNALS.map(() => 1),
  },
  likely: 0.2,
  sure: 0.4,
});

const verdict = (lines: Line[], labels: CallLabels, probability: number) =>
  salesVerdict(callOf(lines), labels, utterancesOf(lines), modelSaying(probability));

const persuasion: Line[] = [
  [0, "Would you give a dollar to the shelter today?"],
  [1, "I can't right now, money is tight."],
  [0, "Even fifty cents helps."],
  [1, "Okay, fifty cents then."],
];
const smallTalk: Line[] = [
  [0, "How was the weekend?"],
  [1, "Lovely, we went hiking."],
  [0, "Potluck still on for Wednesday?"],
  [1, "Yes, I'll bring dumplings."],
];
const standUp: Line[] = [
  [0, "Quick round, what's everyone on?"],
  [1, "Still on the login bug."],
  [2, "Reviewing the pricing page copy and the contract template."],
  [0, "Fine, the budget review is Thursday."],
];

describe("salesVerdict", () => {
  it("assesses a two-person chat without sales words when the customer side objects or refuses", () => {
    expect(verdict(persuasion, labelsSaying("money is tight", "objection"), 0.9)).toBe("meeting_like");
    expect(verdict(persuasion, labelsSaying("money is tight", "objection"), 0.05)).toBe("sales");
  });

  it("does not assess two-person small talk the model doubts and where the customer says nothing a buyer says", () => {
    expect(verdict(smallTalk, labelsSaying("dumplings", "next_step"), 0.3)).toBe("not_sales");
  });

  it("skips a meeting of three or more the model is sure of, unless both v1 readings hear selling", () => {
    expect(verdict(standUp, labelsSaying("login", "next_step"), 0.9)).toBe("not_sales");
    const crowdedSale: Line[] = [
      [0, "Here is the pricing for all three sites."],
      [1, "What does the contract term look like?"],
      [2, "And is onboarding included in that price?"],
      [0, "Yes, onboarding and the license are in the quote."],
    ];
    expect(verdict(crowdedSale, labelsSaying("", "buying_signal"), 0.9)).toBe("meeting_like");
  });
});
