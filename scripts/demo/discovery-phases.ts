import { storyteller } from "./buyer-talk";
import type { Prospect } from "./prospects";
import { pick, rep, sample, type Turn } from "./script";

/** Opening small talk and the agenda. */
export function opening(p: Prospect, purpose: string, random: () => number): Turn[] {
  const first = p.buyer.split(" ")[0];
  return [
    rep(`Hi ${first}, thanks for making the time today. Can you hear me okay?`),
    [p.buyer, pick(["Yep, loud and clear.", "Yes, all good on my end.", "I can, sorry for the two minutes late."], random)],
    rep(p.smallTalk[0]),
    [p.buyer, p.smallTalk[1]],
    rep(`Ha, I believe it. So my plan for today: ${purpose}. Does that still work for you?`),
    [p.buyer, pick(["That works.", "Sounds good, let's do it.", "Yes, and I have a hard stop at the half hour."], random)],
  ];
}

/** Discovery questions the rep can ask, each with the buyer's answer. */
function questionBank(p: Prospect): Turn[][] {
  return [
    [
      rep("Can you walk me through what happens to an invoice today, from the moment it arrives to the payment?"),
      [p.buyer, `Sure. Invoices come in by email and some still by post, we key them into ${p.tool}, route them for approval by email, and then pay in a weekly run. It's a lot of hands.`],
    ],
    [
      rep("How many invoices are you handling in a typical month?"),
      [p.buyer, `It's ${p.invoicesPerMonth}. And it grows every quarter.`],
    ],
    [
      rep("Who on your team touches those invoices, and how much of their week goes to it?"),
      [p.buyer, `Three people on my team, and between them it's ${p.hoursPerWeek} just on data entry and chasing approvals.`],
    ],
    [
      rep("What happens when an approver is travelling or out sick?"),
      [p.buyer, "The invoice just sits in their inbox. We've had vendors put us on credit hold because of that."],
    ],
    [
      rep("How do you catch duplicates or invoices that don't match the purchase order today?"),
      [p.buyer, "Honestly? Mostly by someone remembering. We do a spot check at month end, but things slip through."],
    ],
    [
      rep(`What made you take this call now, rather than six months ago?`),
      [p.buyer, `Leadership is asking finance to do more without adding headcount, and ${p.leak} came up in the last review.`],
    ],
    [
      rep("How long does your month-end close take right now?"),
      [p.buyer, "About eight working days. Half of that is waiting for accruals because invoices aren't entered yet."],
    ],
    [
      rep("How do your vendors find out where their payment is?"),
      [p.buyer, "They call us. We get maybe forty calls a week asking about payment status."],
    ],
    [
      rep("What have you tried so far to fix it?"),
      [p.buyer, `We tried a shared inbox and some ${p.tool} workflows. It helped a bit, but nobody maintains the rules.`],
    ],
    [
      rep("If you could change one thing about the process tomorrow, what would it be?"),
      [p.buyer, "Approvals. If approvals happened on time, half of our problems would go away."],
    ],
    [
      rep("How does your auditor feel about the current process?"),
      [p.buyer, "They flagged approvals by email as a control weakness last year. It's in the management letter."],
    ],
    [
      rep("Tell me more about that. What did that finding mean for your team?"),
      [p.buyer, "Extra sampling, extra fees, and a lot of late nights pulling email threads as evidence."],
    ],
    [
      rep("How are invoices coded to the general ledger today?"),
      [p.buyer, "By hand. Each coordinator has their own cheat sheet, so the coding isn't consistent."],
    ],
    [
      rep("What does success look like for you a year from now?"),
      [p.buyer, "My team doing analysis instead of typing, and a close in five days instead of eight."],
    ],
    [
      rep("Who else feels this pain outside finance?"),
      [p.buyer, "Purchasing, for sure. And the plant managers hate approving invoices by email."],
    ],
    [
      rep("How are you paying vendors today: checks, ACH, cards?"),
      [p.buyer, "Mostly checks still, about sixty percent. The rest ACH. No cards."],
    ],
  ];
}

/** `count` discovery exchanges, in a natural order; the buyer tells stories in most answers. */
export function discoveryQuestions(p: Prospect, count: number, random: () => number): Turn[] {
  const bank = questionBank(p);
  const chosen = new Set(sample(bank, count, random));
  const tell = storyteller(random);
  return bank
    .filter((exchange) => chosen.has(exchange))
    .flat()
    .map(([speaker, text]): Turn => (speaker !== "rep" && random() < 0.8 ? [speaker, tell(text)] : [speaker, text]));
}

/** The pain, then its cost in numbers, which the rep plays back (Identify Pain and Metrics). */
export function painAndMetrics(p: Prospect, quantified: boolean): Turn[] {
  const turns: Turn[] = [
    rep("What's the part of all this that hurts the most?"),
    [p.buyer, `It's ${p.leak}. We only find out months later, and by then the money is gone.`],
  ];
  if (!quantified) return [...turns, rep("Yeah, that sounds frustrating."), [p.buyer, "It is."]];
  return [
    ...turns,
    rep("Do you have a sense of what that costs you in a year?"),
    [p.buyer, `We measured it for the budget review. It was ${p.leakAmount}, plus ${p.hoursPerWeek} of my team's time.`],
    rep(`So between ${p.leakAmount} and ${p.hoursPerWeek} of manual work, this is a real line on the P&L, not just an annoyance.`),
    [p.buyer, "Exactly. That's how I framed it for leadership."],
  ];
}

/** Who signs: clear, vague or never asked. */
export function economicBuyer(p: Prospect, clarity: "clear" | "vague"): Turn[] {
  if (clarity === "vague") {
    return [
      rep("Who else would be involved in a decision like this?"),
      [p.buyer, "Probably someone in finance leadership, I'd have to check how that works for software."],
      rep("Okay, no problem."),
    ];
  }
  return [
    rep("Who would ultimately sign off on a project like this?"),
    [p.buyer, `That's ${p.signer}, our ${p.signerRole}. Anything over ${p.approvalLimit} needs their signature, and this is one of their priorities for next year.`],
    rep(`Got it. Does ${p.signer.split(" ")[0]} have budget set aside for it, or would it come from your operating budget?`),
    [p.buyer, `There's a line for finance systems in next year's plan, and ${p.signer.split(" ")[0]} controls it.`],
  ];
}

export function decisionCriteria(p: Prospect): Turn[] {
  return [
    rep("If you picture a solution that works, how will you judge it? What has to be true?"),
    [p.buyer, `Three things. It has to sync with ${p.tool} both ways, approvers have to be able to approve from their phone, and it has to be live ${p.deadline}.`],
    rep(`${p.tool} sync, mobile approvals, and live ${p.deadline}. Anything that would rule a vendor out straight away?`),
    [p.buyer, "If we need an IT project to implement it, it's dead. IT is booked for the year."],
  ];
}

export function decisionProcess(p: Prospect): Turn[] {
  return [
    rep("What does the process look like on your side if you decide to move forward? Who's involved and what are the steps?"),
    [p.buyer, `I build the business case, then a demo for my team and purchasing. IT does a security review, they'll want a SOC 2 report. Then it goes to ${p.signer} for approval and legal reviews the contract, which usually takes three weeks.`],
    rep("That's really helpful. Working back from your deadline, when would the business case need to be with them?"),
    [p.buyer, "End of next month, at the latest."],
  ];
}

export function champion(p: Prospect): Turn[] {
  return [
    rep(`How would you feel about taking the business case to ${p.signer.split(" ")[0]} yourself?`),
    [p.buyer, `Happy to. Honestly, I want this more than anyone. I'll set up the meeting with ${p.signer.split(" ")[0]} and I'll push for it.`],
  ];
}
