import { buyerQuestions, invoiceStory, recap } from "./buyer-talk";
import {
  champion,
  decisionCriteria,
  decisionProcess,
  discoveryQuestions,
  economicBuyer,
  opening,
  painAndMetrics,
} from "./discovery-phases";
import { COLD_PROSPECTS, PROSPECTS, type Prospect } from "./prospects";
import { close, objection, pitch, type Close, type ObjectionKind } from "./selling-phases";
import { pick, rep, seededRandom, toTranscript, type Turn } from "./script";

export interface DemoCall {
  /** Unique within the demo account: the seed skips calls whose name is already there. */
  name: string;
  daysAgo: number;
  /** Hour of day (UTC) the call took place. */
  hour: number;
  text: string;
}

/** The span the demo calls cover, and the day the first deal starts. */
const DAYS = 90;

type Stage = (p: Prospect, skill: number, random: () => number) => Turn[];

const closeFor = (skill: number): Close => (skill > 0.55 ? "dated" : skill > 0.3 ? "vague" : "none");
const chance = (random: () => number, p: number) => random() < p;
/** Asking who signs is the habit this rep is still building: most calls miss it. */
const signerTurns = (p: Prospect, skill: number, random: () => number) =>
  chance(random, 0.15 + 0.3 * skill) ? economicBuyer(p, skill > 0.5 ? "clear" : "vague") : [];

const STAGES: readonly [name: string, stage: Stage][] = [
  [
    "Discovery call",
    (p, s, r) => [
      ...opening(p, "understand how invoices flow today and where it hurts, then decide together whether a next step makes sense", r),
      ...discoveryQuestions(p, Math.round(4 + 10 * s), r),
      ...painAndMetrics(p, s > 0.4),
      ...(s > 0.5 ? invoiceStory(p) : []),
      ...signerTurns(p, s, r),
      ...(s > 0.45 ? decisionCriteria(p) : []),
      ...(s > 0.6 ? decisionProcess(p) : []),
      ...(s > 0.75 ? champion(p) : []),
      ...(s < 0.4 ? pitch(p, 2, r, false) : []),
      ...buyerQuestions(p, 1 + Math.floor(r() * 3), r),
      ...(s > 0.45 ? recap(p) : []),
      ...close(p, closeFor(s), r),
    ],
  ],
  [
    "Follow-up discovery",
    (p, s, r) => [
      ...opening(p, "recap what we heard last time and go deeper on approvals and month end", r),
      ...discoveryQuestions(p, Math.round(3 + 8 * s), r),
      ...signerTurns(p, s, r),
      ...decisionCriteria(p),
      ...(s > 0.5 ? decisionProcess(p) : []),
      ...buyerQuestions(p, 2 + Math.floor(r() * 3), r),
      ...recap(p),
      ...close(p, closeFor(s + 0.1), r),
    ],
  ],
  [
    "Product demo",
    (p, s, r) => [
      ...opening(p, "show you Ledgerly on the invoice flows you described, and leave time for questions", r),
      ...discoveryQuestions(p, Math.round(2 + 4 * s), r),
      ...pitch(p, s > 0.6 ? 2 : 3, r, s > 0.5),
      ...buyerQuestions(p, 3 + Math.floor(r() * 4), r),
      ...objection(p, pick<ObjectionKind>(["implementation", "competitor"], r), chance(r, 0.2 + 0.7 * s)),
      ...close(p, closeFor(s), r),
    ],
  ],
  [
    "Pricing review",
    (p, s, r) => [
      ...opening(p, "walk through the proposal I sent and answer whatever questions it raised", r),
      ...buyerQuestions(p, 1 + Math.floor(r() * 2), r),
      ...objection(p, "price", chance(r, 0.3 + 0.6 * s)),
      ...(chance(r, 0.5) ? objection(p, pick<ObjectionKind>(["timing", "authority"], r), chance(r, s)) : []),
      ...signerTurns(p, s, r),
      ...close(p, closeFor(s), r),
    ],
  ],
  [
    "Business case review",
    (p, s, r) => [
      ...opening(p, "go through the business case together before it goes for approval", r),
      ...painAndMetrics(p, true),
      ...invoiceStory(p),
      ...discoveryQuestions(p, Math.round(2 + 4 * s), r),
      ...decisionProcess(p),
      ...buyerQuestions(p, 1 + Math.floor(r() * 3), r),
      ...(s > 0.4 ? champion(p) : []),
      ...objection(p, "authority", chance(r, 0.4 + 0.5 * s)),
      ...close(p, closeFor(s + 0.15), r),
    ],
  ],
  [
    "Contract check-in",
    (p, s, r) => [
      ...opening(p, "check where the contract stands and clear anything blocking it", r),
      ...decisionProcess(p),
      ...(chance(r, 0.5) ? objection(p, "timing", chance(r, 0.3 + 0.6 * s)) : []),
      ...close(p, closeFor(s + 0.1), r),
    ],
  ],
];

function coldCall(target: (typeof COLD_PROSPECTS)[number], skill: number): Turn[] {
  const first = target.buyer.split(" ")[0];
  const intro: Turn[] = [
    rep(`Hi ${first}, this is Alex Morgan from Ledgerly. I'm calling because I saw ${target.opener}. Do you have two minutes?`),
    [target.buyer, "I've got about two minutes, go ahead."],
  ];
  if (skill < 0.5) {
    return [
      ...intro,
      rep("Great. So Ledgerly is the leading accounts payable automation platform. We capture invoices automatically, we match them against purchase orders, we route approvals to mobile, we stop duplicate payments, we pay vendors by ACH, card or check, and we integrate with every major ERP. Companies like yours typically save seventy percent of their AP processing cost, and our customers love the product. We've won a lot of awards this year and we're growing really fast. I'd love to set up a demo with your whole finance team."),
      [target.buyer, "We're not really looking at anything like that right now. Thanks, though."],
      rep("Okay, no problem. Can I send you some information?"),
      [target.buyer, "Sure, send it over. Bye."],
    ];
  }
  return [
    ...intro,
    rep("Thanks. When a company grows that quickly, the invoices usually grow faster than the finance team. How is your team keeping up?"),
    [target.buyer, "Honestly, barely. We're keying everything by hand and approvals are a mess."],
    rep("What does a mess look like on a bad week?"),
    [target.buyer, "Invoices stuck in someone's inbox, vendors calling us, and a late fee or two."],
    rep("Who feels that most, you or your team?"),
    [target.buyer, "My team, but I get the calls from the vendors."],
    rep("Would it be worth thirty minutes to see how others your size took that off their plate? I can do Thursday the 5th at two."),
    [target.buyer, "Thursday the 5th at two works. Send me an invite."],
    rep(`Done. Thanks, ${first}.`),
  ];
}

/** The rep's skill on a given day: improving over the quarter, with day-to-day noise. */
const skillOn = (daysAgo: number, random: () => number) =>
  Math.min(1, Math.max(0, 0.3 + 0.55 * (1 - daysAgo / DAYS) + (random() - 0.5) * 0.3));

/**
 * The demo account's calls: six deals through six stages and six cold calls over the last 90 days.
 * Deals start a week apart and their last stages reach into the past few days, so every chart has
 * recent points.
 */
export function demoCalls(): DemoCall[] {
  const random = seededRandom(20261121);
  const calls: DemoCall[] = [];
  PROSPECTS.forEach((prospect, i) => {
    const first = DAYS - 2 - 7 * i;
    const last = Math.max(0, 6 - i);
    STAGES.forEach(([stageName, stage], n) => {
      const daysAgo = Math.round(first - ((first - last) * n) / (STAGES.length - 1));
      const skill = skillOn(daysAgo, random);
      const hour = 9 + Math.floor(random() * 8);
      calls.push({ name: `${prospect.company} — ${stageName}`, daysAgo, hour, text: toTranscript(stage(prospect, skill, random), random) });
    });
  });
  COLD_PROSPECTS.forEach((target, i) => {
    const daysAgo = Math.floor(((COLD_PROSPECTS.length - 1 - i) * DAYS) / COLD_PROSPECTS.length + random() * 6);
    const text = toTranscript(coldCall(target, skillOn(daysAgo, random)), random);
    calls.push({ name: `Cold call — ${target.company}`, daysAgo, hour: 9 + Math.floor(random() * 8), text });
  });
  return calls.sort((a, b) => b.daysAgo - a.daysAgo || a.hour - b.hour);
}
