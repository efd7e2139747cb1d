import type { Call, CallSentence } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import { contentStems } from "../objections/topic-words";
import { dayOf } from "./due-dates";
import type { FoundFollowUp } from "./follow-ups";

const MEETING = /(?:call|meeting|check-in|demo|session|invite|calendar|review|walkthrough|workshop|reunión|llamada|junta)/iu;

/**
 * How firm the next step is, 0 to 1: 1 for a meeting with a date or a dated commitment from the customer
 * (both sides are moving), 0.4 when only the seller committed to something dated ("I'll send the deck by
 * Friday"), 0.25 for commitments without a date, 0 for none.
 */
export function nextStepStrength(call: Call, followUps: readonly FoundFollowUp[]): number {
  const dated = followUps.filter((followUp) => followUp.due !== null);
  const customerSide = (followUp: FoundFollowUp) => !call.sellers.has(followUp.ownerSpeaker);
  if (dated.some((followUp) => followUp.agreed || MEETING.test(followUp.action) || customerSide(followUp))) return 1;
  if (dated.length > 0) return 0.4;
  return followUps.length > 0 ? 0.25 : 0;
}

/** Meetings in the narrow sense, for ranking: a "Coupa invite" is no meeting, a check-in is. */
const MEETING_ITSELF = /\b(?:call|meeting|check-in|demo|session|calendar|walkthrough|workshop)\b/iu;

/** "Forward them", "review it": an action with at most one content word besides its verb says little. */
function vague(followUp: FoundFollowUp): boolean {
  const words = followUp.action.toLowerCase().replace(followUp.due?.toLowerCase() ?? "\u0000", " ");
  return contentStems(words.split(/\s+/).slice(1).join(" ")).size <= 1;
}

/** Dated next steps, firmest first: meetings before other commitments, exact dates before vague ones. */
export function datedNextSteps(followUps: readonly FoundFollowUp[]): FoundFollowUp[] {
  const weight = (followUp: FoundFollowUp) =>
    followUp.duePoints + (MEETING_ITSELF.test(followUp.action) ? 2 : 0) - (vague(followUp) ? 2 : 0);
  return followUps.filter((followUp) => followUp.due !== null).sort((a, b) => weight(b) - weight(a) || a.sentence.index - b.sentence.index);
}

/**
 * How surely a meeting was booked, 0 to 1: 1 for a meeting proposed and accepted in the call (agreed-meetings.ts)
 * on a day, 0.6 for a committed meeting on a day ("I'll set up a call with your team for Tuesday the 4th"), 0 otherwise.
 * A promised email is not a meeting: "I'll send both this afternoon" after both slots were turned down read as
 * a dated next step, and a fresh call that ended in a family's stall was given 69%.
 */
export function bookedMeeting(followUps: readonly FoundFollowUp[]): number {
  if (followUps.some((followUp) => followUp.agreed && dayOf(followUp.due) !== null)) return 1;
  return followUps.some(booksAMeeting) ? 0.6 : 0;
}

/** Sending the invite is not holding the meeting, but it books one: only sending other things is excluded. */
const SENDS = /^(?:send|email|forward|share|text|mail)\b(?!.*\b(?:invite|calendar)\b)/iu;

/** A committed meeting on a day ("set up a call for Tuesday the 4th"), not something sent that day. */
export const booksAMeeting = (followUp: Pick<FoundFollowUp, "action" | "due">): boolean =>
  dayOf(followUp.due) !== null && MEETING_ITSELF.test(followUp.action) && !SENDS.test(followUp.action);

/** The firmest dated next step, for the coaching text. */
export const bestNextStep = (followUps: readonly FoundFollowUp[]): FoundFollowUp | null => datedNextSteps(followUps)[0] ?? null;

/** An amount or a slot said in a reply ("I'll do 5", "yeah 30 i can do", "twenty-five a month", "9 till 11"). */
const AMOUNT = /[$£€\d]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|hundred|a (?:dollar|pound|buck|euro))\b/u;

/**
 * The customer's last pledge: a next step of their own with an amount or a slot in it, not asked and not a
 * refusal. In a persuasion dialogue that is the commitment the call was for, though it has no date and no
 * "I'll" task for the follow-up patterns to read (a fresh persuasion chat that ended "ok. I'll do 5" was
 * coached "The call ended without a next step").
 */
export function customerPledge(call: Call, labels: CallLabels): CallSentence | null {
  return call.sentences.findLast((sentence) => !sentence.rep && mayPledge(sentence, labels) && labels.said(sentence, "next_step")) ?? null;
}

/** A sentence that could be a pledge if it is a next step: an amount or a slot, said, not asked, and no refusal. */
export const mayPledge = (sentence: CallSentence, labels: CallLabels) =>
  !sentence.question && AMOUNT.test(sentence.lower) && !labels.said(sentence, "rejection");
