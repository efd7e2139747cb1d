import { contentStems } from "../objections/topic-words";
import { dayOf, sameTime } from "./due-dates";
import type { FoundFollowUp } from "./found-follow-up";

const stems = new WeakMap<FoundFollowUp, Set<string>>();
const CALENDAR_WORDS =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|today|tomorrow|week|month)\b/gu;

/** The words of what is to be done, without its verb: "send the revised MSA" and "sends the MSA" share "msa". */
function objectStems(followUp: FoundFollowUp): Set<string> {
  let found = stems.get(followUp);
  if (!found) {
    // Dates say when, not what: two commitments due on Tuesday are not the same commitment.
    const words = followUp.action.toLowerCase().replace(followUp.due?.toLowerCase() ?? "\u0000", " ").replace(CALENDAR_WORDS, " ");
    found = contentStems(words.split(/\s+/).slice(1).join(" "));
    stems.set(followUp, found);
  }
  return found;
}

const verbOf = (followUp: FoundFollowUp) => followUp.action.toLowerCase().split(/\s+/)[0] ?? "";

/**
 * Two follow-ups each set for a day, and not the same one, are two commitments: "meet Linda for the demo"
 * Thursday and "meet Linda for the review" Friday share the person, not the meeting. (A meeting moved in the
 * call was re-dated to its final time before merging: rescheduled.ts.)
 */
const onOtherDays = (a: FoundFollowUp, b: FoundFollowUp) =>
  a.due !== null && b.due !== null && dayOf(a.due) !== null && dayOf(b.due) !== null && !sameTime(a.due, b.due);

function similar(a: FoundFollowUp, b: FoundFollowUp): boolean {
  if (a.ownerSpeaker !== b.ownerSpeaker || onOtherDays(a, b)) return false;
  const left = objectStems(a);
  const right = objectStems(b);
  // "I'll send both." says only the verb: it is the same follow-up as the fuller "send the NDA and …".
  if ((left.size === 0 || right.size === 0) && verbOf(a) === verbOf(b)) return true;
  const shared = [...left].filter((stem) => right.has(stem)).length;
  const union = new Set([...left, ...right]).size;
  return union > 0 && shared / union >= 0.4;
}

/** Which wording to keep: the one with a due date, then the owner's own words over someone's recap of them. */
const rank = (followUp: FoundFollowUp) =>
  followUp.duePoints * 2 + (followUp.sentence.speaker === followUp.ownerSpeaker ? 1 : 0);

/**
 * One entry per commitment: a recap that repeats "I'll send the revised MSA by Wednesday" does not add a
 * second follow-up. The wording kept is the one with the most specific due date, then the owner's own, then
 * the later one.
 */
export function mergeDuplicates(followUps: FoundFollowUp[]): FoundFollowUp[] {
  const kept: FoundFollowUp[] = [];
  for (const followUp of followUps) {
    const index = kept.findIndex((other) => similar(other, followUp));
    const twin = kept[index];
    if (!twin) kept.push(followUp);
    // On a tie the later wording wins: a recap states what was finally agreed.
    else if (rank(followUp) >= rank(twin)) kept[index] = followUp;
  }
  return kept;
}
