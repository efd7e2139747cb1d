import type { Prospect } from "./prospects";
import { rep, type Turn } from "./script";

/** What buyers add when they warm up: the stories that make a discovery call long and useful. */
const STORIES = [
  "Last month, for example, we paid the same freight invoice twice because one copy came by email and one by post.",
  "One of my coordinators keeps a spreadsheet of every invoice she's waiting on, and that spreadsheet is basically our system.",
  "When she was on vacation in August, nobody could tell a vendor whether their payment had gone out.",
  "We tried to fix it with more approval rules, but every exception still ends up as an email thread.",
  "The worst part is that the people who approve invoices don't see it as their job, so it's always the last thing they do.",
  "Our plant managers approve on their phones in the evening, if they remember, and they usually don't.",
  "At quarter end we pull in two people from the controller's team just to get everything entered.",
  "I spend Friday afternoons chasing signatures instead of looking at cash flow.",
  "Our largest supplier told us last quarter that we're their slowest-paying customer, which was embarrassing.",
  "Nobody has a full picture of what we owe on any given day, so cash planning is guesswork.",
  "Every time someone leaves the team, the knowledge of which vendor gets coded where leaves with them.",
  "The auditors sampled sixty invoices last year and found approval gaps in nine of them.",
  "We've grown about thirty percent in two years and the AP team hasn't grown at all.",
  "Honestly, my team is good, they're just buried in work a computer should be doing.",
  "We looked at outsourcing AP at one point, but the quotes were more than hiring another person.",
  "The vendors who email us invoices as Excel files are the worst, because those don't even go through the scanner.",
  "Our CFO asked me in the last review why we can't close faster, and I didn't have a good answer.",
  "Half of our late fees come from three vendors who invoice to a shared mailbox nobody owns.",
  "We get statements from vendors showing invoices we've never even seen.",
  "During the system migration two years ago we lost a month of approval history, and the auditors still bring it up.",
  "New hires take about three months before they know which invoices need which approver.",
  "I've had vendors call our CEO directly about late payments, which is not a call you want to get.",
  "We still print invoices for the plant managers to sign, then scan them back in.",
  "Credit notes are a nightmare, because nobody matches them to the original invoice.",
];

/** Turns a short answer into a story: one to three extra sentences, none repeated within a call. */
export function storyteller(random: () => number): (answer: string) => string {
  const unused = [...STORIES];
  return (answer) => {
    const extra = Math.floor(random() * 3) + 1; // one to three
    const told: string[] = [];
    for (let i = 0; i < extra && unused.length > 0; i++) told.push(unused.splice(Math.floor(random() * unused.length), 1)[0]!);
    return [answer, ...told].join(" ");
  };
}

/** A long, uninterrupted customer story about one invoice that went wrong (a good sign in a call). */
export function invoiceStory(p: Prospect): Turn[] {
  return [
    rep("Can you walk me through the last invoice that really went wrong? Start to finish."),
    [
      p.buyer,
      `Oh, I have a good one. In September one of our biggest suppliers sent an invoice for about forty thousand dollars. It came in by email to a coordinator who was out that week, so it sat there for nine days. When she came back she keyed it into ${p.tool}, but the PO had been changed after a partial delivery, so the amounts didn't match and it went into the exception pile. The exception pile is a folder. Nobody owns the folder. Two weeks later the supplier called our purchasing team, purchasing called me, and I spent an afternoon reconstructing what happened from four email threads. By then we had missed the two percent early-payment discount, we paid a late fee on top, and the supplier put us on a credit hold for three days, which stopped a delivery to one of our sites. And the thing is, nothing about that invoice was unusual. That's just what happens when the process depends on people remembering.`,
    ],
    rep("So one ordinary invoice cost you the discount, a late fee, a delivery and an afternoon of your time. How many of those do you think happen in a month?"),
    [p.buyer, "Honestly? Five or six that bad. Dozens of smaller ones."],
  ];
}

/** The rep playing the call back before the close. */
export function recap(p: Prospect): Turn[] {
  return [
    rep(`Let me make sure I got this right before we wrap up. Today your team handles ${p.invoicesPerMonth} invoices a month by hand, that's ${p.hoursPerWeek} of keying and chasing, and ${p.leak} cost you ${p.leakAmount}. Approvals by email are the bottleneck, and whatever you choose has to work with ${p.tool} and be live ${p.deadline}. Did I miss anything?`),
    [p.buyer, "No, that's a fair summary. Maybe add that the auditors are watching the approval trail."],
  ];
}

/** Questions the buyer asks, and how the rep answers them. */
function buyerQuestionBank(p: Prospect): Turn[][] {
  return [
    [
      [p.buyer, `How does the ${p.tool} connection actually work? Is it a nightly file or live?`],
      rep(`It's live, through ${p.tool}'s own API. Vendors, GL accounts and purchase orders come in every few minutes, and approved invoices go back as bills with the coding attached, so nobody re-keys anything.`),
    ],
    [
      [p.buyer, "What about security? Our IT team will ask where the data lives."],
      rep("Everything is hosted in the US on AWS, encrypted at rest and in transit. We have a SOC 2 Type II report and I can send it under NDA along with our standard security questionnaire answers."),
    ],
    [
      [p.buyer, "How long does an implementation usually take?"],
      rep("For a team your size, five to six weeks. Week one is the connector, weeks two and three are approval rules and vendor import, then a two-week parallel run before you switch over."),
    ],
    [
      [p.buyer, "What happens with invoices that don't have a purchase order?"],
      rep("They follow a separate approval path you define, for example by department and amount, and the system learns the usual GL coding for each vendor so the approver only confirms it."),
    ],
    [
      [p.buyer, "Can approvers really do it from their phone? Our managers won't log into another tool."],
      rep("Yes. They get a notification with the invoice image and the coding, and approve or reject with a comment in two taps. No new password, it uses your single sign-on."),
    ],
    [
      [p.buyer, "How is it priced? Per user or per invoice?"],
      rep("Per invoice volume, in tiers, with unlimited approvers. That way you never have to ration licences for the people who only approve a handful a month."),
    ],
    [
      [p.buyer, "What kind of reporting do we get?"],
      rep("Aging, cycle time per approver, discounts captured and missed, and spend by vendor. Your controller can schedule any of them to land in their inbox every Monday."),
    ],
    [
      [p.buyer, "Who do we call when something breaks?"],
      rep("You get a named customer success manager and support by chat and phone during business hours, with a four-hour response time on anything that blocks a payment run."),
    ],
  ];
}

/** `count` buyer questions with the rep's answers. */
export function buyerQuestions(p: Prospect, count: number, random: () => number): Turn[] {
  const bank = buyerQuestionBank(p);
  const start = Math.floor(random() * bank.length);
  return Array.from({ length: Math.min(count, bank.length) }, (_, i) => bank[(start + i) % bank.length]!).flat();
}
