import type { SalesCoaching } from "@shared/analysis";
import type { CallFacts } from "../facts";
import { cite } from "../rules/quote";
import { coachingScore } from "../scores/coaching-score";
import { proposesMeeting, withoutContradictions } from "./consistency";
import { adviceFor, CATEGORY_LABEL, followThroughFor } from "./objection-advice";
import { materialsRequested } from "./materials";
import { toImprove } from "./to-improve";
import { valueReinforcements } from "./value";
import { wentWell } from "./went-well";

function objectionHandling(facts: CallFacts): string[] {
  return facts.objections.map((objection) => {
    const first = objection.raise.sentences[0];
    const quote = first ? cite(facts.call, first, objection.quote) : `“${objection.quote}”`;
    const label = CATEGORY_LABEL[objection.category];
    return objection.answered
      ? facts.optedOut
        ? `${label}: ${quote} was answered; the customer then asked not to be contacted again.`
        : `${label}: ${quote} was answered; ${followThroughFor(facts, objection.category)}.`
      : facts.optedOut && proposesMeeting(adviceFor(facts, objection.category).fix)
        ? `${label}: ${quote} was not answered; the customer then asked not to be contacted again.`
        : `${label}: ${quote} was not answered. ${adviceFor(facts, objection.category).fix}`;
  });
}

const NOTHING_TO_COACH: SalesCoaching["what_could_improve"][number] = {
  issue: "No sales conversation to coach",
  why_it_matters: "Coaching compares a call with sales benchmarks; this call had no discovery, pitch or buying discussion.",
  recommended_fix: "Nothing to change if this was not a sales call. If it was, check that the recording captured the whole conversation.",
};

/**
 * Its fix must not read as proposing a meeting (consistency.ts drops such advice after an opt-out): worded
 * "do not propose another meeting", this item was itself dropped from every call that opted out.
 */
const RESPECT_OPT_OUT: SalesCoaching["what_could_improve"][number] = {
  issue: "The customer asked not to be contacted again",
  why_it_matters: "Calling someone who opted out breaks do-not-call rules in many places and burns the account for good.",
  recommended_fix: "Confirm the opt-out in writing, remove them from every sequence today, and log it in the CRM; make no further offers.",
};

/** The salesCoaching section of SPEC §3 from what the engine found, without self-contradictions (consistency.ts). */
export function coach(facts: CallFacts): SalesCoaching {
  if (!facts.salesContent || facts.call.language === "other") {
    return {
      coaching_score: 0,
      what_went_well: [],
      what_could_improve: [
        facts.call.language === "other"
          ? {
              issue: "The call is not in a language the local engine reads",
              why_it_matters: "The coaching rules read English and Spanish; on other languages they would find nothing and call it a weakness.",
              recommended_fix: "Review this call by hand, or analyse it with an LLM engine that reads its language.",
            }
          : NOTHING_TO_COACH,
      ],
      tips: { materials_to_provide: [], value_reinforcements: [], objection_handling: [] },
    };
  }
  const improvements = toImprove(facts);
  if (facts.optedOut) improvements.unshift(RESPECT_OPT_OUT);
  return withoutContradictions({
    coaching_score: coachingScore(facts),
    what_went_well: wentWell(facts),
    what_could_improve: improvements,
    tips: {
      materials_to_provide: materialsRequested(facts.call),
      value_reinforcements: valueReinforcements(facts.call),
      objection_handling: objectionHandling(facts),
    },
  }, facts);
}
