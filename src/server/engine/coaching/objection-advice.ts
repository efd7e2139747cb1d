import type { CallFacts } from "../facts";
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

/**
 * The same for a persuasion dialogue (a donation, volunteering, a petition): the call-stage model reads these
 * as stage "other". A manager's review found B2B advice there harmful ("offer a pilot with agreed success
 * criteria" to a grieving donor), so the reasons a person gives get answers that fit a person.
 */
export const PERSUASION_ADVICE: Record<Category, { why: string; fix: string }> = {
  price: {
    why: "Someone who says money is tight will say no to the full ask, not to every ask.",
    fix: "Acknowledge it, then offer a smaller or monthly amount, or a one-off gift later, and let them choose.",
  },
  timing: {
    why: "“Not now” becomes never unless a later moment is named.",
    fix: "Ask when would suit them and book that date, or offer a small first step today.",
  },
  authority: {
    why: "A person who wants to check with their partner or adviser decides with them, not on the call.",
    fix: "Offer to send the facts they will want to share, and book the next conversation.",
  },
  need: {
    why: "If the person does not see why it matters, more asks will not persuade them.",
    fix: "Ask what matters to them, and tie the cause to it with one concrete example of the difference their help makes.",
  },
  competitor: {
    why: "A person who already gives elsewhere has to see how this adds to it.",
    fix: "Honour what they already give, then show what this cause does that theirs does not, or offer a smaller way to take part as well.",
  },
  trust: {
    why: "A person who doubts where the help goes will not give, however good the cause.",
    fix: "Say where the money or time goes in figures (share spent on the programme, audited accounts), and offer to send the evidence.",
  },
  implementation: {
    why: "A person who cannot see how to fit it in says no to the whole commitment.",
    fix: "Offer a smaller or more flexible way to take part, and make the first step easy to say yes to.",
  },
  security: {
    why: "A privacy worry left open stops people from giving their details at all.",
    fix: "Say plainly what is kept, for what, and how to opt out, and offer a way to give without sharing more.",
  },
};

/**
 * What makes an answered objection stay answered, by kind: the recap that carries the answer to whoever
 * reviews the deal next. One line for every kind read as boilerplate in a manager's review of fresh calls; none
 * presumes what the call held ("the references you mentioned" where none were, the next review found).
 */
export const ANSWERED_FOLLOW_THROUGH: Record<Category, string> = {
  price: "put the figures of your answer (the cost set against the cost of the problem) in the recap, so the approver sees the same numbers",
  timing: "put the timeline you discussed in the recap, so the deadline stays in front of them",
  authority: "send your contact a one-page summary they can forward to the decision-maker",
  need: "repeat the problem they named, in their own words, at the top of the recap",
  competitor: "put the criteria where you compare well in the recap, in their words",
  trust: "back your answer in writing: a reference from a similar customer or the commitment you made",
  implementation: "send a rollout plan in weeks, with the hours their team would need",
  security: "send the security documents that answer it the same day",
};

/** In a persuasion dialogue: hold on to what they agreed to. */
const PERSUASION_FOLLOW_THROUGH = "thank them and confirm in writing what they agreed to";

/** How to keep an answered objection answered, for this kind of conversation. */
export const followThroughFor = (facts: Pick<CallFacts, "stage" | "likelyMeeting">, category: Category) =>
  isPersuasion(facts) ? PERSUASION_FOLLOW_THROUGH : ANSWERED_FOLLOW_THROUGH[category];

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

/**
 * A sales conversation whose words read like none of the selling stages (call-stage.ts "other"): on the corpus's
 * dev split, 26 of 27 persuasion dialogues and 3 of 200 sales calls. A call the meeting model doubts is not
 * taken for one ("other" is also where meetings land). The fixes that propose a step use the words
 * consistency.ts's proposesMeeting knows, so an opt-out removes them as it does the sales advice.
 */
export const isPersuasion = (facts: Pick<CallFacts, "stage" | "likelyMeeting">) => facts.stage === "other" && !facts.likelyMeeting;

/** The advice for an unanswered objection of this kind, for this kind of conversation. */
export const adviceFor = (facts: Pick<CallFacts, "stage" | "likelyMeeting">, category: Category) => (isPersuasion(facts) ? PERSUASION_ADVICE : OBJECTION_ADVICE)[category];
