import { findDue } from "../follow-ups/due-dates";
import { EXECUTIVE } from "../meddic/economic-buyer";
import { IMPACT } from "../meddic/metrics-criterion";
import { PAIN } from "../meddic/pain";
import { OBJECTIONS } from "../objections/patterns";
import { matchesAffirmed } from "../rules/cues";
import { LOSS } from "../rules/loss-signals";
import { lowerSameLength } from "../call/call";

/**
 * The hand-written rules of engine v1, as features: the classifier learns from the corpus how far to trust
 * each one instead of each being taken as proof. A cue that fires on the wrong things gets a small weight.
 */
export function ruleCues(text: string): string[] {
  const lower = lowerSameLength(text);
  const cues: string[] = [];
  if (matchesAffirmed(PAIN, lower)) cues.push("cue:pain");
  if (IMPACT.test(lower)) cues.push("cue:impact");
  if (EXECUTIVE.test(lower)) cues.push("cue:executive");
  if (LOSS.test(lower)) cues.push("cue:loss");
  const due = findDue(text, lower);
  if (due) cues.push("cue:due", `cue:due:${due.base}`);
  for (const { category, pattern } of OBJECTIONS) {
    if (pattern.test(lower)) cues.push(`cue:objection:${category}`);
  }
  return [...new Set(cues)];
}
