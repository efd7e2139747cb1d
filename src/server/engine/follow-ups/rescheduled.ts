import type { Call, CallSentence } from "../call/call";
import { dayOf, sameTime } from "./due-dates";
import type { FoundFollowUp } from "./found-follow-up";

/**
 * Words that move a time already said: "actually Thursday is bad", "can we do Friday instead?", "I can't make
 * Thursday", "let's push it to Friday", "that doesn't work for me". Said in the proposal of the new time or in
 * the turn it answers.
 */
const MOVES =
  /\b(?:actually|instead|rather|reschedul\w*|conflict|clash(?:es)?|(?:is|'s|are|'re) (?:bad|no good|out|tough|tricky|difficult|a problem|not (?:good|great|ideal))|(?:doesn't|does not|won't|will not|wouldn't|would not) work|(?:can't|cannot|can not|couldn't) (?:do|make|manage)|not (?:free|available|around)|(?:move|push|shift|switch|change|bump)\b(?:\s+(?:it|that|this|us|things|the \w+))?\s+(?:to|back|out))\b/u;

/** Follow-ups that are a meeting, its invite or its slot: the ones a new time replaces. */
const MEETING = /\b(?:call|meeting|check-in|demo|session|invite|invitation|calendar|hold|walkthrough|workshop|review|visit|tour|kickoff|kick-off|sync|slot|appointment)\b/iu;

/**
 * How many turns before the proposal may say that the time moves: the turn it answers, and the one before,
 * where the move is often asked for before a new day is named ("Do you want to shift it to next week?" "Yes,
 * Monday afternoon." "Monday at two, would that work?").
 */
const MOVE_TURNS_BACK = 2;

/** The sentences that say why the time moves: the proposal's turn up to it, and the turns before it. */
function moveContext(call: Call, proposal: CallSentence): CallSentence[] {
  const own = call.turns[proposal.turn]?.sentences.filter((sentence) => sentence.index <= proposal.index) ?? [];
  const before = call.turns.slice(Math.max(0, proposal.turn - MOVE_TURNS_BACK), proposal.turn).flatMap((turn) => turn.sentences);
  return [...before, ...own];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** "Send the invite for Thursday at 2" becomes "send the invite for Friday at 10"; the old time's words go. */
function moved(followUp: FoundFollowUp, to: FoundFollowUp): FoundFollowUp {
  const old = followUp.due ?? "";
  const action = old ? followUp.action.replace(new RegExp(escaped(old), "iu"), to.due ?? old) : followUp.action;
  return { ...followUp, action, due: to.due, duePoints: to.duePoints };
}

/**
 * A meeting moved during the call ("How about Thursday at 2?" … "Actually Thursday is bad, can we do Friday at
 * 10?" "Friday at 10 works") is due at the time finally agreed: the later agreed meeting (agreed-meetings.ts),
 * proposed with words that move a time, re-dates every earlier follow-up for a meeting, its invite or its slot
 * that was set for another day. Those follow-ups then carry the meeting, so the agreed one is dropped when one
 * of them names the meeting itself ("do the demo Friday at 10" makes "speak with Tom" a duplicate).
 */
export function applyReschedules(call: Call, followUps: readonly FoundFollowUp[]): FoundFollowUp[] {
  let result = [...followUps];
  const agreed = followUps.filter((followUp) => followUp.agreed && dayOf(followUp.due)).sort((a, b) => a.sentence.index - b.sentence.index);
  for (const meeting of agreed) {
    if (!meeting.due || !moveContext(call, meeting.sentence).some((sentence) => MOVES.test(sentence.lower))) continue;
    let absorbed = false;
    result = result.map((followUp) => {
      if (followUp === meeting || followUp.sentence.index >= meeting.sentence.index || !followUp.due || !dayOf(followUp.due)) return followUp;
      if (sameTime(followUp.due, meeting.due ?? "") || !(followUp.agreed || MEETING.test(followUp.action))) return followUp;
      absorbed ||= followUp.agreed === true || !/\binvit/iu.test(followUp.action);
      return moved(followUp, meeting);
    });
    if (absorbed) result = result.filter((followUp) => followUp !== meeting);
  }
  return result;
}
