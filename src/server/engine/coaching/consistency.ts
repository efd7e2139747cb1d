import type { SalesCoaching } from "@shared/analysis";
import type { CallFacts } from "../facts";

type Improvement = SalesCoaching["what_could_improve"][number];

/** Advice that asks for another meeting or step, which an opt-out forbids. */
const PROPOSES_MEETING = /\b(?:propose|book|schedule|send the invite|next conversation|next meeting|joint meeting|dated step)\b/iu;
export const proposesMeeting = (advice: string): boolean => PROPOSES_MEETING.test(advice);
const NEXT_STEP_PRAISE = /dated next step/iu;
const NEXT_STEP_GAP = /next step|commitment with a date/iu;
const POSITIVE_TONE = /tone was positive/iu;

export interface Contradiction {
  /** The item that should go. */
  item: string;
  why: string;
}

/**
 * Pairs of coaching lines that cannot both be true of this call, or a line that contradicts what the engine
 * found: praise for a dated next step beside "no next step"; advice to book another meeting after the
 * customer asked not to be contacted; "positive tone" from a customer whose sentiment is not positive.
 * coach() drops what this names; the corpus test asserts the generators never produce any.
 */
export function coachingContradictions(coaching: Pick<SalesCoaching, "what_went_well" | "what_could_improve">, facts: CallFacts): Contradiction[] {
  const found: Contradiction[] = [];
  const improvements = coaching.what_could_improve;
  const praisesNextStep = coaching.what_went_well.find((line) => NEXT_STEP_PRAISE.test(line));
  for (const item of improvements) {
    if (praisesNextStep && NEXT_STEP_GAP.test(item.issue)) found.push({ item: item.issue, why: `contradicts "${praisesNextStep}"` });
    if (facts.optedOut && PROPOSES_MEETING.test(item.recommended_fix)) found.push({ item: item.issue, why: "the customer asked not to be contacted" });
  }
  for (const line of coaching.what_went_well) {
    if (POSITIVE_TONE.test(line) && (facts.sentiment.customer ?? 0.5) < 0.6) found.push({ item: line, why: "the customer's sentiment is not positive" });
    if (facts.optedOut && NEXT_STEP_PRAISE.test(line)) found.push({ item: line, why: "the customer asked not to be contacted" });
  }
  return found;
}

/** The coaching without the lines coachingContradictions names. */
export function withoutContradictions(coaching: SalesCoaching, facts: CallFacts): SalesCoaching {
  const drop = new Set(coachingContradictions(coaching, facts).map((contradiction) => contradiction.item));
  const keep = (item: Improvement) => !drop.has(item.issue);
  return {
    ...coaching,
    what_went_well: coaching.what_went_well.filter((line) => !drop.has(line)),
    what_could_improve: coaching.what_could_improve.filter(keep),
  };
}
