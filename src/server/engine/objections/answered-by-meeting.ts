import type { FoundFollowUp } from "../follow-ups/found-follow-up";
import type { FoundObjection } from "./objections";

/**
 * "Not my call, that's Dave" is answered the way a manager wants it answered when the rep books a meeting
 * after it (a joint meeting with the decision-maker is the advice the coaching would otherwise give): an
 * authority objection followed by a meeting both sides agreed is marked answered.
 */
export function answerAuthorityByMeeting(objections: readonly FoundObjection[], followUps: readonly FoundFollowUp[]): FoundObjection[] {
  return objections.map((objection) => {
    if (objection.category !== "authority" || objection.answered) return objection;
    const raisedAt = objection.raise.sentences[0]?.index ?? Number.POSITIVE_INFINITY;
    const booked = followUps.some((followUp) => followUp.agreed && followUp.sentence.index > raisedAt);
    return booked ? { ...objection, answered: true } : objection;
  });
}
