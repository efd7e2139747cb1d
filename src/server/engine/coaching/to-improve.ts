import type { CallStage, MeddicCriterion, SalesCoaching } from "@shared/analysis";
import type { CallFacts } from "../facts";
import { nextStepStrength } from "../follow-ups/next-step";
import { cite } from "../rules/quote";
import { BENCHMARKS } from "@shared/benchmarks";
import { duration, expectedQuestions, percent, sideTalked } from "./benchmarks";
import { LATE_STAGES, QUESTIONING_STAGES } from "../scores/call-stage";
import { proposesMeeting } from "./consistency";
import { adviceFor, CATEGORY_LABEL, isPersuasion } from "./objection-advice";

type Improvement = SalesCoaching["what_could_improve"][number];

/** MEDDIC gaps worth a coaching point, most costly first, with the question that closes each. */
const GAPS: readonly { criterion: MeddicCriterion; issue: string; why: string; fix: string }[] = [
  {
    criterion: "economic_buyer",
    issue: "The economic buyer was not identified",
    why: "Deals stall at signature when nobody has spoken with the person who signs and owns the budget.",
    fix: "Ask: \"Besides you, who signs off on a purchase like this, and what will they need to see?\"",
  },
  {
    criterion: "identify_pain",
    issue: "No business pain was uncovered",
    why: "Without a problem the customer feels, there is no reason to buy or to buy now.",
    fix: "Ask how they handle it today, what goes wrong, and what that costs them each month.",
  },
  {
    criterion: "decision_process",
    issue: "The decision process is unknown",
    why: "Without the steps and dates to a signature you cannot forecast the deal or spot a blocker early.",
    fix: "Ask: \"If you decide to move forward, what happens next, who is involved, and by when?\"",
  },
  {
    criterion: "metrics",
    issue: "The impact was not quantified",
    why: "A business case needs numbers; without them the price has nothing to be weighed against.",
    fix: "Ask the customer to put a number on the problem: hours, money, error rate, or the target they are measured on.",
  },
  {
    criterion: "decision_criteria",
    issue: "The decision criteria were not uncovered",
    why: "You cannot position against criteria you do not know; competitors who shaped them will win.",
    fix: "Ask: \"When you compare options, what will you judge them on, and what is a must-have?\"",
  },
  {
    criterion: "champion",
    issue: "No champion on the customer side",
    why: "Someone inside has to sell the deal when you are not in the room.",
    fix: "Ask your contact whether they will take this to the decision-maker, and offer to build the business case with them.",
  },
];

/** What to do better, each as issue / why it matters / recommended fix, citing the call's figures. */
/** Stages where the rep presents or walks through terms, so a talk share a little over half is no fault. */
const PRESENTING_STAGES: ReadonlySet<CallStage> = new Set(["demo", ...LATE_STAGES]);

const DISCOVERY_GAPS: ReadonlySet<MeddicCriterion> = new Set(["identify_pain", "metrics", "decision_criteria"]);
/** Calls whose aim is the next meeting; under this length, one that books it is not coached on qualification. */
const SHORT_CALL_STAGES: ReadonlySet<CallStage> = new Set(["cold_call", "follow_up"]);
const SHORT_CALL_SECONDS = 10 * 60;

/** The customer's own step of signing: "sign the updated order form", "sign it today", "countersign the MSA". */
const SIGNS = /^(?:sign|countersign|e-sign|docusign)\b(?!\s+(?:up|off|in)\b)/iu;

export function toImprove(facts: CallFacts): Improvement[] {
  const { metrics, objections, meddic, call, followUps } = facts;
  const items: Improvement[] = [];
  const persuasion = isPersuasion(facts);
  const talker = sideTalked(call);
  const ratio = metrics.talkTimeRatio;
  // Pressing on after a clear no is the rep's worst conduct on the call, so it leads the rep's own points (an
  // opt-out's instruction, coaching.ts, comes before it). After an opt-out, "let them choose when you follow
  // up" would be advice to ignore it.
  const pressed = facts.pressedAfterNo;
  if (pressed) {
    const last = pressed.again[pressed.again.length - 1]!;
    const ask = "Acknowledge the no, ask one question to understand it (\"Is it the timing or the idea itself?\"), and then";
    items.push({
      issue: `You went on after the customer said no: ${cite(call, pressed.decline)}, and then had to say it again: ${cite(call, last)}`,
      why_it_matters: "Pushing past a clear no costs the relationship and any later yes; the customer remembers being pressed, not the offer.",
      recommended_fix: facts.optedOut ? `${ask} leave it there.` : `${ask} either leave it there or let them choose when you follow up.`,
    });
  }
  if (ratio > BENCHMARKS.highTalkRatio) {
    items.push({
      issue: `${talker} ${percent(ratio)} of the call`,
      why_it_matters: `Conversion falls when reps talk more than ${percent(BENCHMARKS.highTalkRatio)} of a call; top reps talk about ${percent(BENCHMARKS.bestTalkRatio)} and listen the rest.`,
      recommended_fix: "After each point, ask an open question and let the customer answer in full; aim to talk less than half the call.",
    });
  } else if (ratio > 0.55 && !PRESENTING_STAGES.has(facts.stage ?? "other")) {
    // On a demo, a negotiation or a closing call the rep presents or walks through terms: talking a little over
    // half is the job there, and "trade one explanation for one more question" read as advice for discovery (a
    // manager's review of a demo and a signing call). Over 65% is still a point on every kind of call.
    items.push({
      issue: `${talker} ${percent(ratio)} of the call`,
      why_it_matters: `Top reps talk about ${percent(BENCHMARKS.bestTalkRatio)}; every point above that is time the customer is not telling you what they need.`,
      recommended_fix: "Trade one explanation for one more question about their situation.",
    });
  }
  const expected = expectedQuestions(metrics.durationSeconds);
  // The question count is a discovery benchmark: a negotiation or closing call is not judged on it.
  const questioning = facts.stage === null || QUESTIONING_STAGES.has(facts.stage);
  if (questioning && metrics.questionsByRep < expected) {
    items.push({
      issue: `You asked ${metrics.questionsByRep} question${metrics.questionsByRep === 1 ? "" : "s"} in ${duration(metrics.durationSeconds)}`,
      why_it_matters: `The best discovery calls have ${BENCHMARKS.questionsLow}–${BENCHMARKS.questionsHigh} questions; questions are how you find the pain, the criteria and the buyer.`,
      recommended_fix: "Prepare five open questions on how they work today, what it costs them and how they will decide, and ask them before presenting.",
    });
  } else if (metrics.questionsByRep > BENCHMARKS.questionsHigh * 2) {
    items.push({
      issue: `You asked ${metrics.questionsByRep} questions`,
      why_it_matters: `Beyond about ${BENCHMARKS.questionsHigh} questions a call starts to feel like an interrogation.`,
      recommended_fix: "Ask fewer, more open questions and follow up on the answers instead of moving down a list.",
    });
  }
  if (metrics.longestRepMonologueSeconds > BENCHMARKS.monologueSeconds) {
    items.push({
      issue: `Your longest monologue ran ${duration(metrics.longestRepMonologueSeconds)}`,
      why_it_matters: "Buyers tune out after about 2.5 minutes of uninterrupted talk.",
      recommended_fix: "Stop after 60–90 seconds and check in: \"How does that compare with how you do it today?\"",
    });
  }
  // After an opt-out, advice that ends in "agree a dated step" would tell the rep to ignore it.
  const unanswered = objections.filter((found) => !found.answered && !(facts.optedOut && proposesMeeting(adviceFor(facts, found.category).fix)));
  for (const objection of unanswered.slice(0, 3)) {
    const advice = adviceFor(facts, objection.category);
    const first = objection.raise.sentences[0];
    items.push({
      issue: `${CATEGORY_LABEL[objection.category]} objection not answered: ${first ? cite(call, first, objection.quote) : objection.quote}`,
      why_it_matters: advice.why,
      recommended_fix: advice.fix,
    });
  }
  // A date the customer took up ("January 11th at nine is good") is a customer commitment with a date even
  // where no follow-up was read from it: saying there was none contradicted the call (a manager's review).
  // In a persuasion dialogue the persuadee's pledge ("ok. I'll do 5") is the commitment the call was for.
  const nextStep = facts.customerDatedStep || (persuasion && facts.customerPledge) ? 1 : nextStepStrength(call, followUps);
  // After "take me off your list" the right next step is none (coaching.ts says so instead).
  if (nextStep < 1 && !facts.optedOut) {
    items.push({
      issue: nextStep === 0 ? "The call ended without a next step" : "No meeting or customer commitment with a date",
      why_it_matters: persuasion
        ? "A yes without an amount and a date rarely becomes a gift or a commitment."
        : "Deals without a dated next step stall; a meeting on both calendars is the clearest sign a deal is moving.",
      recommended_fix: persuasion
        ? "Before hanging up, ask for a specific amount or a smaller first step, and agree when and how they will give."
        : "Before hanging up, propose a specific day and time for the next conversation and send the invite while you are still on the call.",
    });
  }
  // After "take us off your list", asking who signs off or what it costs them is advice for a call that is over;
  // in a persuasion dialogue, "who signs off on a purchase like this" is advice for another kind of call.
  // Once the customer signs in the call ("I'll sign it while we're on the call"), "find a champion" and "ask
  // who signs off" coach a deal that is already won (a manager's review of fresh calls).
  const signed = followUps.some((followUp) => !call.sellers.has(followUp.ownerSpeaker) && SIGNS.test(followUp.action));
  // Pain, impact and criteria are discovery's questions: on a negotiation or closing call ("an InfoSec review")
  // their absence says nothing about the rep; who signs and how the decision is made still matter there.
  const late = facts.stage !== null && LATE_STAGES.has(facts.stage);
  // With the economic buyer heard on the call, "find someone to take this to the decision-maker" is moot, and
  // the champion reading is the engine's weakest (two managers' reviews: "No champion" was the main point, and wrong).
  const buyerHeard = meddic.economic_buyer.result === "Yes";
  const gaps = GAPS.filter(
    (candidate) =>
      meddic[candidate.criterion].result === "No" && !(late && DISCOVERY_GAPS.has(candidate.criterion)) && !(buyerHeard && candidate.criterion === "champion"),
  );
  // A short cold call or follow-up that booked a dated meeting did its job: qualifying the buyer, the process
  // and a champion is that meeting's work, and "the economic buyer was not identified" under a one-minute call
  // that moved a demo read as a template (ae033, ae028 in the corpus).
  const bookedShortCall = SHORT_CALL_STAGES.has(facts.stage ?? "other") && nextStep === 1 && metrics.durationSeconds < SHORT_CALL_SECONDS;
  for (const gap of facts.optedOut || persuasion || signed || bookedShortCall ? [] : gaps.slice(0, 2)) {
    items.push({ issue: gap.issue, why_it_matters: gap.why, recommended_fix: gap.fix });
  }
  if (metrics.fillerWordsPerMinute > 4) {
    items.push({
      issue: `About ${Math.round(metrics.fillerWordsPerMinute)} filler words a minute`,
      why_it_matters: "Frequent \"um\", \"you know\" and \"basically\" make a rep sound unsure of the answer.",
      recommended_fix: "Pause instead of filling the silence; a short pause reads as confidence.",
    });
  }
  return items;
}
