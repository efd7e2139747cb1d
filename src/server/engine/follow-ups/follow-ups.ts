import { dropVocative, resolveAddressee, resolvePerson } from "./people";
import { resolvePronoun } from "./pronouns";
import type { CallLabels } from "../classifier/classify-call";
import { agreedMeetings } from "./agreed-meetings";
import type { Call, CallSentence } from "../call/call";
import { firstNamesOf, nameOf } from "../call/names";
import { trimQuote } from "../rules/quote";
import { wholeWords } from "../text";
import { addresseeOf } from "./addressee";
import { continuationsIn } from "./continuations";
import { dueBefore, TOLD_TO_RECONTACT, toldWho } from "./recontact";
import {
  ACCEPTS,
  ASSIGNED_TO_YOU,
  assignedByName,
  CLAUSE_END,
  CLAUSE_JOIN,
  DATED_SELF,
  NOT_A_FOLLOW_UP,
  REQUEST,
  SELF_COMMITMENT,
} from "./commitments";
import { findDue, type Due } from "./due-dates";
import type { FoundFollowUp } from "./found-follow-up";
import { mergeDuplicates } from "./merge";
import { applyReschedules } from "./rescheduled";

// Callers keep importing the type from here.
export type { FoundFollowUp } from "./found-follow-up";

interface Commitment {
  owner: number;
  /** Where the action's words start and the clause (including any lead-in like "and by Friday") starts. */
  actionIndex: number;
  clauseStart: number;
  /** A request counts only once its addressee accepts it. */
  needsAcceptance: boolean;
  /** "I'd suggest a demo": a proposal is a follow-up only once it has a date. */
  needsDate: boolean;
  /** Joined to the commitment before it by "and" without a new subject (continuations.ts). */
  joined?: boolean;
  /** "Check back then": the time was said in the turn before. */
  timeBefore?: boolean;
}

/** SELF_COMMITMENT is global (stateful lastIndex), so tests use a sticky-free copy. */
const OWN_COMMITMENT = new RegExp(SELF_COMMITMENT.source, "u");
const saysOwnCommitment = (lower: string) => OWN_COMMITMENT.test(lower);

/** "Ben sends Kevin the report" is reported as Ben: "send Kevin the report", like every other follow-up. */
const THIRD_PERSON = new Map([
  ["sends", "send"], ["gets", "get"], ["sets", "set"], ["does", "do"], ["answers", "answer"], ["forwards", "forward"],
  ["shares", "share"], ["checks", "check"], ["confirms", "confirm"], ["completes", "complete"], ["reviews", "review"],
  ["schedules", "schedule"], ["books", "book"], ["invites", "invite"], ["prepares", "prepare"], ["drafts", "draft"],
]);
function baseForm(action: string): string {
  const [verb = "", ...rest] = action.split(" ");
  const base = THIRD_PERSON.get(verb.toLowerCase());
  return base ? [base, ...rest].join(" ") : action;
}

/** Cheap first tests: the full patterns run only on sentences that could hold a commitment or a request. */
const MAY_COMMIT = /'ll|will|let|going to|gonna|send|forward|propose|suggest|our team|mand|env|compart|prepar|agend|llam|confirm|revis|presentar|voy a/u;
const MAY_REQUEST = /(?:could|can|would) you/u;

/** Scheduling a meeting: "put a check-in on the calendar", "set the demo", "propose a call". */
const SCHEDULES = /^(?:put|set|schedule|book|propose|suggest|do|find|hold|arrange|line)\b.*\b(?:call|meeting|check-in|demo|session|time|calendar|sync|walkthrough|workshop)\b/u;
/** A named participant's verb in the present tense, no "will" or "can" before it: "Ben sends", "Sunita does". */
const PRESENT_TENSE = /^[\p{L}]+s(?![\p{L}])/u;
/**
 * "Let me share, just to recap", "let's do the introductions", "let me confirm the exact piece": said for
 * now, in the call. Without a date they are not follow-ups, unless they send something out of the call
 * or go on to ("let me find out where EU hosting is and get back to you").
 */
const IN_CALL = /^(?:let me|let's|let us)\b/u;
const OUT_OF_CALL = /^(?:send|email|e-mail|forward)\b|\band (?:then )?(?:send|email|forward|get back to|follow up)\b/u;
const WAITS_TO_TELL = /^(?:reach out|let (?:you|\w+) know|get back|follow up|circle back|check (?:in|back)|be in touch|confirm|call)\b/u;
/** "I'm not going to pretend we'll match it", "I don't think we'll …": the clause denies or doubts it. */
const HEDGED_BEFORE = /(?:\bnot|n't|\bnever|\bpretend|\bdoubt|\bhope|\bmaybe|\bprobably)\b[^,.;:]*$/u;
const CONDITION_AFTER = /(?:\s|,\s*)(?:if|unless|in case|the moment|when|once|as soon as)\s/u;
const CONDITIONAL_BEFORE = /(?:^|\s)(?:if|what if|whether|unless)\s+$/u;
const ACTION_LIMIT = 160;

function commitmentsIn(call: Call, sentence: CallSentence): Commitment[] {
  const found: Commitment[] = [];
  const lower = sentence.lower;
  const add = (owner: number | null | undefined, match: RegExpExecArray, group: string, needsAcceptance = false) => {
    // A present tense ("we send an offer packet as PDFs", "Sunita does our pricing") describes how things are
    // done today unless a date makes it a recap's step ("I send the revised MSA by Wednesday"); so does a
    // proposal without one.
    const needsDate =
      group === "stated" ||
      (match.groups?.who !== undefined && PRESENT_TENSE.test(lower.slice(match.indices?.groups?.[group]?.[0] ?? 0))) ||
      (IN_CALL.test(match[0]) && !OUT_OF_CALL.test(lower.slice(match.indices?.groups?.[group]?.[0] ?? 0)));
    const span = match.indices?.groups?.[group];
    if (owner === null || owner === undefined || !span) return;
    if (CONDITIONAL_BEFORE.test(lower.slice(Math.max(0, match.index - 12), match.index))) return;
    if (NOT_A_FOLLOW_UP.test(lower.slice(span[0]))) return;
    found.push({ owner, actionIndex: span[0], clauseStart: match.index, needsAcceptance, needsDate });
  };
  if (sentence.question) {
    for (const match of MAY_REQUEST.test(lower) ? lower.matchAll(REQUEST) : []) add(addresseeOf(call, sentence), match, "action", true);
    return found;
  }
  for (const match of lower.matchAll(TOLD_TO_RECONTACT)) {
    const before = found.length;
    add(toldWho(call, sentence) ?? addresseeOf(call, sentence), match, "action");
    const told = found[before];
    if (told && told.owner !== sentence.speaker) Object.assign(told, { needsDate: true, timeBefore: true });
    else found.length = before;
  }
  for (const match of MAY_COMMIT.test(lower) ? lower.matchAll(SELF_COMMITMENT) : []) {
    const group = ["action", "stated", "accion"].find((name) => match.groups?.[name] !== undefined) ?? "action";
    add(sentence.speaker, match, group);
  }
  for (const match of MAY_COMMIT.test(lower) ? lower.matchAll(DATED_SELF) : []) {
    const span = match.indices?.groups?.dated;
    if (!span || found.some((other) => other.actionIndex === span[0]) || HEDGED_BEFORE.test(lower.slice(0, match.index))) continue;
    const before = found.length;
    add(sentence.speaker, match, "dated");
    const dated = found[before];
    if (dated) dated.needsDate = true;
  }
  for (const joined of MAY_COMMIT.test(lower) ? continuationsIn(lower) : []) {
    if (found.some((other) => other.actionIndex === joined.actionIndex) || NOT_A_FOLLOW_UP.test(lower.slice(joined.actionIndex))) continue;
    found.push({ owner: sentence.speaker, ...joined, needsAcceptance: false, joined: true });
  }
  for (const match of MAY_REQUEST.test(lower) ? lower.matchAll(REQUEST) : []) add(addresseeOf(call, sentence), match, "action", true);
  for (const match of lower.matchAll(ASSIGNED_TO_YOU)) add(addresseeOf(call, sentence), match, "action");
  const byFirstName = firstNamesOf(call);
  const named = assignedByName(call, [...byFirstName.keys()].filter((name) => !name.includes(" ")));
  for (const match of named ? lower.matchAll(named) : []) {
    const who = byFirstName.get(match.groups?.who ?? "");
    if (who !== undefined && who !== sentence.speaker) add(who, match, "action");
  }
  return found.sort((a, b) => a.actionIndex - b.actionIndex);
}

/** A time offered right after a meeting proposal ("How about January 13th?") or in the reply that accepts it. */
function dueNearby(call: Call, sentence: CallSentence): Due | null {
  const turn = call.turns[sentence.turn];
  const next = turn?.sentences[turn.sentences.indexOf(sentence) + 1];
  const reply = call.turns[sentence.turn + 1]?.sentences.slice(0, 2) ?? [];
  const candidates = [...(next ? [next] : []), ...reply].map((other) => findDue(other.text, other.lower));
  return candidates.reduce<Due | null>((best, due) => (due && (!best || due.points > best.points) ? due : best), null);
}

/** A date in the first sentences of `owner`'s next turn, within the next two turns. */
function dueInReplyOf(call: Call, sentence: CallSentence, owner: number): Due | null {
  const reply = call.turns.slice(sentence.turn + 1, sentence.turn + 3).find((turn) => turn.speaker === owner);
  return reply?.sentences.slice(0, 2).map((other) => findDue(other.text, other.lower)).find(Boolean) ?? null;
}

function accepted(call: Call, sentence: CallSentence, owner: number): CallSentence[] | null {
  const reply = call.turns.slice(sentence.turn + 1).find((turn) => turn.speaker !== sentence.speaker);
  if (!reply || reply.speaker !== owner) return null;
  const first = reply.sentences[0];
  return first && (ACCEPTS.test(first.lower) || ACCEPTS_AT_END.test(first.lower)) ? reply.sentences : null;
}

/**
 * A reply that takes the request up at its end: "By Friday, yes.", "Friday works.", "Monday is fine." (the
 * first words restate when, the acceptance follows), never a refusal ("Friday doesn't work", "not by Friday").
 */
const ACCEPTS_AT_END = /^(?!.*\b(?:not|no|don't|doesn't|can't|cannot|won't)\b)[^.?!]{0,40}?(?:,\s*(?:yes|yeah|yep|sure|absolutely|definitely|no problem|will do|can do)|\s(?:works|is fine|that's fine|works for me|is doable))[.!]*$/u;

/**
 * Spoken fillers are not part of what was promised: "send over the deck and, like, the pricing page" is
 * "send over the deck and the pricing page" (a review of fresh calls found the filler copied into the
 * follow-up). Only a filler set off by commas, or a hesitation sound, is taken out: "like" and "kind of"
 * otherwise carry meaning ("a deck like the one you sent").
 */
function withoutFillers(text: string): string {
  return text.replace(/,\s*(?:like|you know|i mean|basically|kind of|sort of),\s*/giu, " ").replace(/,?\s*(?<![\p{L}'-])(?:u+m+|u+h+|e+r+m+)(?![\p{L}'-]),?/giu, "");
}

/**
 * The customer side's own deliberation ("I'll talk to my husband and think about it", "we'll talk to Gary",
 * "then we'll decide how to put it in front of her"): their internal work, which the corpus' labellers seldom
 * list as a follow-up (2 of 2,600 labelled follow-ups on train+dev), and which read as a dated next step made
 * a family's "we'll talk tonight" count as both sides moving. Talking to the seller is not deliberation.
 */
const DELIBERATES = /^(?:talk|speak(?! at\b)|discuss|think|decide|chat|mull|sleep on|sit down|have a (?:think|chat|talk))\b/u;
function deliberates(call: Call, action: string, dated: boolean): boolean {
  const lower = action.toLowerCase();
  if (!DELIBERATES.test(lower) || /\b(?:you|your)\b/u.test(lower)) return false;
  // "I'll talk to Sandra this week" (the data governance lead) is a dated step in their buying process, which a
  // manager lists; "we'll talk tonight" and an undated "talk to my husband" are not.
  if (dated && /^(?:talk|speak) (?:to|with) \S/u.test(lower)) return false;
  const sellerNames = [...call.names]
    .filter(([speaker]) => call.sellers.has(speaker))
    .flatMap(([, name]) => name.toLowerCase().split(/\s+/))
    .filter((name) => name.length > 1);
  return sellerNames.length === 0 || !wholeWords(sellerNames).test(lower);
}

function followUpsIn(call: Call, sentence: CallSentence): FoundFollowUp[] {
  const commitments = commitmentsIn(call, sentence);
  // Each commitment's clause runs to the last joint ("…today, and by Friday I'll…") before the next one.
  const bounds = commitments.map((commitment, position) => {
    const next = commitments[position + 1];
    if (!next) return sentence.text.length;
    // "…the BAA and the pilot agreement tomorrow, and get …": a joined action ends the one before at its "and".
    if (next.joined) return next.clauseStart;
    const joints = [...sentence.lower.slice(commitment.actionIndex, next.clauseStart).matchAll(CLAUSE_JOIN)];
    const last = joints[joints.length - 1];
    return last ? commitment.actionIndex + last.index : next.clauseStart;
  });
  return commitments.flatMap((commitment, position) => {
    const clauseEnd = bounds[position] ?? sentence.text.length;
    const endMatch = [...sentence.lower.slice(commitment.actionIndex, clauseEnd).matchAll(CLAUSE_END)][0];
    const end = endMatch ? commitment.actionIndex + endMatch.index : clauseEnd;
    const leadIn = position === 0 ? 0 : (bounds[position - 1] ?? 0);
    let due = findDue(sentence.text.slice(leadIn, end), sentence.lower.slice(leadIn, end));
    const said = baseForm(withoutFillers(sentence.text.slice(commitment.actionIndex, end)).trim().replace(/[\s,.;:!?—–-]+$/u, ""));
    const action = resolveAddressee(call, sentence, resolvePerson(call, sentence, resolvePronoun(call, sentence, dropVocative(call, said), commitment.actionIndex), commitment.actionIndex), commitment.owner);
    if (commitment.needsAcceptance) {
      const reply = accepted(call, sentence, commitment.owner);
      // No acceptance, no commitment; and an acceptance in the owner's own words is reported as theirs.
      if (!reply || reply.some((other) => saysOwnCommitment(other.lower))) return [];
      if (!due) due = reply.slice(0, 2).map((other) => findDue(other.text, other.lower)).find(Boolean) ?? null;
    }
    // A meeting put "on the calendar for mid-January" takes the exact day offered next ("How about January 13th?").
    if (SCHEDULES.test(action.toLowerCase()) && (!due || due.base <= 2)) {
      const nearby = dueNearby(call, sentence);
      if (nearby && nearby.points > (due?.points ?? 0)) due = nearby;
    }
    // "Andre sends me a week of real stops" is dated by Andre's own reply ("I can send those Wednesday").
    if (commitment.timeBefore) {
      if (!due && /\bthen\b/u.test(sentence.lower.slice(commitment.actionIndex, end))) due = dueBefore(call, sentence);
    } else if (commitment.needsDate && !due && commitment.owner !== sentence.speaker) due = dueInReplyOf(call, sentence, commitment.owner);
    if (action.split(/\s+/).length < 2 || (commitment.needsDate && !due)) return [];
    if (!call.sellers.has(commitment.owner) && deliberates(call, action, due !== null)) return [];
    // "I'll reach out if it comes through", "we'll confirm once we see your docs": word sent back only once
    // something happens, without a date, is not yet a follow-up ("I'll send it in case it's useful" is).
    if (!due && WAITS_TO_TELL.test(action.toLowerCase()) && CONDITION_AFTER.test(sentence.lower.slice(commitment.actionIndex, clauseEnd))) return [];
    return [
      {
        owner: nameOf(call.names, commitment.owner, call.sellers.has(commitment.owner)),
        ownerSpeaker: commitment.owner,
        action: trimQuote(action, ACTION_LIMIT),
        due: due?.text ?? null,
        duePoints: due?.points ?? 0,
        at: sentence.at,
        sentence,
      },
    ];
  });
}

/**
 * Follow-ups: what someone on the call committed to do, with the owner and the due date when one was said.
 * Commitments are first-person ("I'll send the pricing by Friday", "le mando las recetas el lunes"), a
 * recap that names who does what ("Ben sends Kevin the SOC 2 report by Tuesday", "You send two seasons of
 * data"), or a request the addressee accepts ("Ben, could you do a technical session?" "Yes …"). The same
 * commitment said twice (once in the call, once in the recap) is reported once, with the best due date; a
 * meeting moved during the call is due at the time finally agreed (rescheduled.ts).
 */
export function findFollowUps(call: Call, labels?: CallLabels): FoundFollowUp[] {
  const committed = call.sentences.flatMap((sentence) => followUpsIn(call, sentence));
  const agreed = labels ? agreedMeetings(call, labels, new Set(committed.map((followUp) => followUp.sentence.index))) : [];
  return mergeDuplicates(applyReschedules(call, [...committed, ...agreed]));
}
