import { describe, expect, it } from "vitest";
import { callOf, utterancesOf, type Line } from "@tests/engine/calls";
import { labelsSaying } from "@tests/engine/labels";
import { meetingSignals, meetingWords, type MeetingCentroids } from "./meeting-signals";

const centroids: MeetingCentroids = {
  idf: { sprint: 2, ticket: 2, pricing: 2, contract: 2, team: 0.5 },
  meeting: { sprint: 0.7, ticket: 0.7, team: 0.1 },
  sales: { pricing: 0.7, contract: 0.7, team: 0.1 },
};

describe("meeting signals", () => {
  it("places a call's words nearer the meetings' or the sales calls' centroid", () => {
    expect(meetingWords(["The sprint ticket is blocked.", "Which ticket next sprint?"], centroids)).toBeGreaterThan(0.5);
    expect(meetingWords(["The pricing is in the contract."], centroids)).toBeLessThan(-0.5);
    expect(meetingWords(["Hello there."], centroids)).toBe(0);
  });

  it("counts the customer side's evidence, the speakers and who is on our side", () => {
    const lines: Line[] = [
      [0, "Thanks for making time today."],
      [1, "Our invoices take two days to reconcile."],
      [1, "It is painful."],
      [2, "And the team hates it."],
    ];
    const call = callOf(lines);
    const signals = meetingSignals(call, labelsSaying("invoices", "pain"), utterancesOf(lines), null, centroids);
    expect(signals.customer_evidence_share).toBeCloseTo(1 / 3);
    expect(signals.speakers).toBe(3);
    expect(signals.our_side_share).toBeCloseTo(1 / 3);
    expect(signals.sales_word_share).toBeCloseTo(1 / 4);
    expect(signals.most_seller_like).toBe(0);
  });
});
