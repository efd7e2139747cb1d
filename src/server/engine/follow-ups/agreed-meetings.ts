import type { Call, CallSentence } from "../call/call";
import { nameOf } from "../call/names";
import type { CallLabels } from "../classifier/classify-call";
import { isOptOut } from "../rules/opt-out";
import { findDue, type Due } from "./due-dates";
import type { FoundFollowUp } from "./found-follow-up";

/** The meeting a proposal names, for the follow-up's wording ("meet Linda Moss for the demo"). */
const MEETING_NOUN = /\b(?:demo|walkthrough|call|meeting|session|workshop|review|check-in|visit|tour|trial)\b/u;

/**
 * A proposal of a time to meet or talk, not a task asked of the customer ("can you send the churn reasons by
 * Friday?", "if you send the revised form today"): those are requests, which follow-ups.ts reads as the
 * customer's once accepted. Measured on train+dev (scripts/engine/follow-ups-eval.ts): without this test
 * under half of the meetings found matched a labelled follow-up. A plan read out ("and then we meet on Tuesday
 * January 9th at ten, the three of us") proposes a time too: with it 3 more found on train+dev, 2 of them
 * labelled (a fresh call's only dated meeting was one).
 */
const OFFERS_A_TIME =
  /\b(?:how about|how's|how is|what about|does\b.{1,40}\bwork|would\b.{1,40}\bwork|works? for (?:you|everyone|both)|(?:are|is) (?:you|everyone) (?:around|free|available)|(?:free|available) (?:on|at|this|next)|(?:let's|let us|shall we) (?:look at|talk|meet|speak|catch up|reconnect|regroup|go over|walk through|book)|(?:let's|let us|shall we) (?:do|say|make it|pencil in|lock in|go with|aim for) (?:this |next |the )?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{1,2}(?::\d\d|\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)))|(?:talk|speak|see you|catch up) (?:on |next |then|tomorrow|monday|tuesday|wednesday|thursday|friday)|\bwe (?:meet|regroup|reconvene|get together) (?:on|next|again|this))/u;

/** A task asked of the other side ("can you send the churn reasons by Friday?"), not a time to meet. */
const TASK_REQUEST = /\b(?:can|could|would|will) you (?!do\b|make it\b|meet\b|join\b|talk\b|hop on\b|be (?:around|free|available)\b)|\bif you\b/u;

/** A proposal of a time or a named meeting; a bare time asked as a question ("Thursday at eleven?", "One?") too. */
const offersTime = (sentence: CallSentence) =>
  MEETING_NOUN.test(sentence.lower) || OFFERS_A_TIME.test(sentence.lower) || (sentence.question && !TASK_REQUEST.test(sentence.lower));

/** The first turn after `turn` by someone on the other side, within the next two turns. */
function replyOf(call: Call, sentence: CallSentence): CallSentence[] {
  for (const turn of call.turns.slice(sentence.turn + 1, sentence.turn + 3)) {
    const first = turn.sentences[0];
    if (first && first.rep !== sentence.rep) return turn.sentences;
  }
  return [];
}

const dueIn = (sentences: readonly CallSentence[]): Due | null =>
  sentences.reduce<Due | null>((best, sentence) => {
    const due = findDue(sentence.text, sentence.lower);
    return due && (!best || due.points > best.points) ? due : best;
  }, null);

/**
 * "Can we do Friday at 10 instead?" names no meeting: it is the one the other side had just proposed ("How about
 * Thursday at 2 for the demo?"), the last time offered as a next step in the turn the counter answers.
 */
function counteredNoun(call: Call, labels: CallLabels, proposal: CallSentence): string | undefined {
  const answered = call.turns[proposal.turn - 1]?.sentences ?? [];
  const offer = answered.findLast((sentence) => sentence.rep !== proposal.rep && labels.said(sentence, "next_step") && offersTime(sentence));
  return offer ? MEETING_NOUN.exec(offer.lower)?.[0] : undefined;
}

/**
 * Meetings booked by a proposal and its acceptance ("How about Thursday at ten, you and Dave?" "Thursday at
 * ten. Fine."): nobody says "I'll", so the commitment patterns (follow-ups.ts) miss them, yet they are the
 * firmest next step a call can end with, and missing them made the coaching say "No meeting or customer
 * commitment with a date" beside the booked meeting (a manager's review of ten fresh calls: 4 of them). Read
 * from the classifier's next_step label, which the corpus puts on both halves of an agreed step
 * (tests/corpus/README.md): a proposal of a time said as a next step (by either side: customers counter with
 * "One?"), the other side's next turn saying one too without countering, and a date in either. The seller
 * of the two owns it. `committed`: sentences the commitment patterns already read a
 * follow-up from ("I'll send the quote today" is theirs, not a meeting).
 */
export function agreedMeetings(call: Call, labels: CallLabels, committed: ReadonlySet<number>): FoundFollowUp[] {
  const found: FoundFollowUp[] = [];
  for (const proposal of call.sentences) {
    if (committed.has(proposal.index) || !labels.said(proposal, "next_step") || !offersTime(proposal)) continue;
    const reply = replyOf(call, proposal);
    const at = reply.findIndex((sentence) => labels.said(sentence, "next_step"));
    if (at < 0 || reply.some((sentence) => labels.said(sentence, "rejection") || isOptOut(sentence))) continue;
    // "Thursday... eleven's bad. One?": the reply counters with a time of its own, which is then the proposal.
    if (reply.slice(at + 1).some((sentence) => sentence.question && labels.said(sentence, "next_step"))) continue;
    const acceptance = reply[at]!;
    const proposed = dueIn([proposal]);
    // "Send me the pricing by email, would you?" "I'll send both this afternoon.": a request with neither a time
    // nor a meeting in it, answered by a task the commitment patterns already read, books no meeting (a review
    // of fresh calls found "speak with Carlos (this afternoon)" made of it, and the call read as a dated step).
    if (!proposed && !MEETING_NOUN.test(proposal.lower) && committed.has(acceptance.index)) continue;
    const due = proposed ?? dueIn(reply.slice(0, at + 1));
    if (!due) continue;
    const [seller, customer] = proposal.rep ? [proposal, acceptance] : [acceptance, proposal];
    const noun = MEETING_NOUN.exec(proposal.lower)?.[0] ?? counteredNoun(call, labels, proposal);
    const customerName = nameOf(call.names, customer.speaker, false);
    found.push({
      owner: nameOf(call.names, seller.speaker, true),
      ownerSpeaker: seller.speaker,
      // "Talk Wednesday then" and "How about Thursday at ten?" say when, not what kind of meeting.
      action: noun ? `meet ${customerName} for the ${noun}` : `speak with ${customerName}`,
      due: due.text,
      duePoints: due.points,
      at: proposal.at,
      sentence: proposal,
      agreed: true,
    });
  }
  return found;
}
