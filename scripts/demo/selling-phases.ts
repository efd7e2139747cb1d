import type { Prospect } from "./prospects";
import { pick, rep, sample, type Turn } from "./script";

const PITCH_POINTS = [
  "Ledgerly reads every invoice the moment it lands in your AP inbox, PDFs, scans and e-invoices alike, and pulls out the vendor, the amounts, the line items and the PO number without anyone typing.",
  "It matches each invoice against the purchase order and the receipt, line by line, and only puts the exceptions in front of your team, so the clean ones flow straight through to approval.",
  "Approvals follow rules you set once, by amount, department or project, and approvers get a push notification and approve from their phone in two taps, even from an airport.",
  "Every invoice is checked against everything you have paid in the last two years, so duplicates, changed bank details and prices above the contract are stopped before the payment run, not found by an auditor.",
  "GL coding is suggested from how the same vendor was coded before, and your team just confirms it, which keeps the coding consistent from one coordinator to the next.",
  "Payments go out by ACH, virtual card or check from the same screen, and the cards actually earn you a rebate that usually covers a good part of the subscription.",
  "Vendors get a portal where they can see the status of every invoice themselves, which in our experience cuts the where-is-my-payment calls by about eighty percent.",
  "The audit trail is automatic: who approved what, when and from where, with the invoice attached, so the evidence your auditor asks for is a single export.",
];

/** The rep presenting: `paragraphs` blocks of 2–3 points each; long blocks make monologues. */
export function pitch(p: Prospect, paragraphs: number, random: () => number, checkIn: boolean): Turn[] {
  const points = sample(PITCH_POINTS, Math.min(PITCH_POINTS.length, paragraphs * 3), random);
  const turns: Turn[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const block = points.slice(i * 3, i * 3 + (checkIn ? 2 : 3));
    if (block.length === 0) break;
    const lead = i === 0 ? `So let me show you how this would look for ${p.company}. ` : "And then, ";
    turns.push(rep(lead + block.join(" ")));
    if (checkIn) {
      turns.push(rep("How does that compare with the way your team works today?"));
      turns.push([p.buyer, pick(["That would save us hours every week.", "That's exactly where we lose time.", "Interesting, we do all of that by hand."], random)]);
    } else {
      turns.push([p.buyer, pick(["Okay.", "Mm-hm.", "Right."], random)]);
    }
  }
  return turns;
}

export type ObjectionKind = "price" | "timing" | "competitor" | "authority" | "implementation";

const RAISED: Record<ObjectionKind, (p: Prospect) => string> = {
  price: () => "I'll be honest, the number in the proposal is a lot more than we budgeted. It's hard to justify.",
  timing: () => "The timing is tough. Budgets are frozen until the third quarter and my team is in the middle of a system upgrade.",
  competitor: (p) => `We're also looking at ${p.competitor}, and they came in quite a bit cheaper.`,
  authority: (p) => `I need to run this by ${p.signer.split(" ")[0]} before I can commit to anything, and they're hard to get time with.`,
  implementation: () => "My worry is implementation. The last system we rolled out took nine months and my team still resents it.",
};

const ANSWERED: Record<ObjectionKind, (p: Prospect) => Turn[]> = {
  price: (p) => [
    rep("That's fair, and thank you for being straight with me. Can I ask what you had in mind?"),
    [p.buyer, "Something closer to two thirds of that."],
    rep(`Let's put the number next to the problem. You told me ${p.leak} cost you ${p.leakAmount}. Ledgerly costs a fraction of that, and on an annual agreement we can start with your AP team only and add approvers later, which brings the first year inside your range.`),
    [p.buyer, "Starting with the AP team could work. That's a conversation I can have."],
  ],
  timing: (p) => [
    rep("Understood. What happens to the problem between now and the third quarter?"),
    [p.buyer, `It keeps costing us, I know. ${p.leakAmount} doesn't pause for the budget freeze.`],
    rep("Then one option is to sign now with the first payment in the third quarter, and use the quiet months to set up, so you're live when the budget opens."),
    [p.buyer, "A deferred start could get past finance. Send me that in writing."],
  ],
  competitor: (p) => [
    rep(`${p.competitor} is a good product for simpler setups. Can I ask how they handle the PO matching and the ${p.tool} sync you said were must-haves?`),
    [p.buyer, `They'd export a file for ${p.tool}, not a live sync. And the matching is header level only.`],
    rep("That's the gap. With header-level matching your team is back to checking lines by hand, which is the work you're trying to remove. I can show you both side by side on your own invoices."),
    [p.buyer, "That would be useful. Let's do that."],
  ],
  authority: (p) => [
    rep(`Of course. What will ${p.signer.split(" ")[0]} want to see to say yes?`),
    [p.buyer, "The payback period, and proof that it won't need IT."],
    rep(`Then let's build that together. I'll draft a one-page business case with the payback from your own numbers, and I'd be glad to join twenty minutes of your meeting with ${p.signer.split(" ")[0]} to answer the IT question.`),
    [p.buyer, "That would help a lot, actually."],
  ],
  implementation: (p) => [
    rep("That's a real concern. What went wrong with the last one?"),
    [p.buyer, "Consultants, change requests, and nobody owning it on the vendor side."],
    rep(`Our implementations run six weeks with a named onboarding lead, and the ${p.tool} connector is configured by us, not by your IT team. I can connect you with a customer your size who went live in five weeks.`),
    [p.buyer, "A reference would help. Please do."],
  ],
};

const BRUSHED_OFF: Turn[] = [
  rep("Totally, I hear that a lot. Honestly, the product is really easy and customers love it. So, moving on, let me show you the reporting."),
];

/** An objection raised by the buyer and either handled or brushed off. */
export function objection(p: Prospect, kind: ObjectionKind, answered: boolean): Turn[] {
  const raised: Turn = [p.buyer, RAISED[kind](p)];
  if (answered) return [raised, ...ANSWERED[kind](p)];
  return [raised, ...BRUSHED_OFF, [p.buyer, "Okay. I'm still not sure about that part, to be honest."]];
}

export type Close = "dated" | "vague" | "none";

const DAYS = ["Tuesday the 3rd", "Thursday the 5th", "Monday the 9th", "Wednesday next week", "Friday morning"];

/** How the call ends: a dated next step, a vague one, or nothing agreed. */
export function close(p: Prospect, kind: Close, random: () => number): Turn[] {
  const first = p.buyer.split(" ")[0];
  if (kind === "none") return [[p.buyer, "Sorry, I have to jump to another meeting. Thanks for your time."], rep("Sure, thanks. Bye!")];
  if (kind === "vague") {
    return [
      rep("Great. I'll send you some more information and we can take it from there."),
      [p.buyer, "Sounds good. Talk soon."],
    ];
  }
  const day = pick(DAYS, random);
  return [
    rep(`Let's lock in the next step. I'll send you a recap of today by tomorrow, and can we meet again on ${day} at ten to go through it with your team?`),
    [p.buyer, `${day} at ten works. I'll send you last month's invoice sample by Monday so you can use real data.`],
    rep(`Perfect. Invite goes out today. Thanks, ${first}!`),
    [p.buyer, "Thanks, Alex. Talk then."],
  ];
}
