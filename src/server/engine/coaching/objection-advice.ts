import type { Category } from "../objections/patterns";

/** Why an unanswered objection of each kind matters, and how a good rep answers it. */
export const OBJECTION_ADVICE: Record<Category, { why: string; fix: string }> = {
  price: {
    why: "A price objection left standing turns into a discount request or a lost deal.",
    fix: "Ask what they compare the price to, then set the cost next to the cost of the problem in their own numbers (ROI, payback), and offer a smaller start before any discount.",
  },
  timing: {
    why: "\"Not now\" usually means the value is not yet urgent enough to win budget.",
    fix: "Find the real deadline (budget round, renewal, event), put a monthly cost on waiting, and agree a dated step that keeps the deal alive.",
  },
  authority: {
    why: "Deals stall when the person who decides never hears the case first-hand.",
    fix: "Ask what the decision-maker will want to see, offer to build it with your contact, and ask for a short joint meeting.",
  },
  need: {
    why: "If the customer does not see a need, more features will not create one.",
    fix: "Stop pitching; ask how they handle it today and what that costs, and tie your answer to a problem they named.",
  },
  competitor: {
    why: "An unanswered comparison defaults to the incumbent or the cheaper option.",
    fix: "Ask what they like about the alternative, acknowledge it, and reframe on the criteria where you win, with proof from their own evaluation.",
  },
  trust: {
    why: "A buyer who doubts you will not sign, whatever the product does.",
    fix: "Offer proof: references from similar customers, a pilot with agreed success criteria, and commitments in writing.",
  },
  implementation: {
    why: "Fear of another failed rollout stops deals that buyers otherwise want.",
    fix: "Lay out the rollout plan in weeks with the hours needed from their team, name who does the work, and offer a reference who went through it.",
  },
  security: {
    why: "A security or compliance doubt left open ends in a review the deal cannot pass, or never starts.",
    fix: "Name the standard they need (SOC 2, GDPR, data residency), send the evidence the same day, and offer a call between their security team and yours.",
  },
};

export const CATEGORY_LABEL: Record<Category, string> = {
  price: "Price",
  timing: "Timing",
  authority: "Authority",
  need: "Need",
  competitor: "Competitor",
  trust: "Trust",
  implementation: "Implementation",
  security: "Security",
};
