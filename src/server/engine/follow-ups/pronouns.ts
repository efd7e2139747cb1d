import type { Call, CallSentence } from "../call/call";
import { findDue } from "./due-dates";

/** Words after "that", "them", "those" that leave them a pronoun: a place, a time, a manner, not a noun. */
const AFTER_PRONOUN = String.raw`(?:over|to|in|on|by|for|back|along|across|today|tomorrow|tonight|right|now|after|before|this|next|as|once|when|first|with|and|up|out|within|through|via|straight|directly|again|later|asap|monday|tuesday|wednesday|thursday|friday|saturday|sunday|end)\b`;
/**
 * An action whose object is a bare pronoun: "send that right now", "get it over to you", "forward them".
 * "It" always is; "both", "that", "this", "them", "those", "these" not before a noun ("send that lender
 * page", "send them a weekly text", "get both documents over").
 */
const PRONOUN_OBJECT = new RegExp(
  String.raw`^(\S+)\s+(it|(?:both|that|this|them|those|these)(?!\s+(?!${AFTER_PRONOUN})[\p{L}\p{N}]))(?![\p{L}\p{N}'-])`,
  "iu",
);
/** Things a call promises to send or do, with up to two words of description before them. */
const THING = new RegExp(
  String.raw`\b(?:the|your|our|a|an|that|this|my)\s+((?:(?!(?:the|a|an|for|of|to|and|or|in|on|with|our|your|my|their|that|this)\s)[\p{L}\d-]+\s+){0,2}(?:deck|proposal|quote|pricing(?: sheet)?|price sheet|contract|invite|invitation|agreement|document|doc|summary|recap|case stud(?:y|ies)|nda|link|order form|sow|dpa|msa|report|questionnaire|slides|one-pager|brochure|recording|estimate|invoice|plan|checklist|template|spreadsheet|numbers|references?|trial|pilot|overview|list|data|files?|samples?|specs?|demo))\b`,
  "giu",
);
/** Words that end the phrase of what was asked for: a reason, a time, a recipient, a new clause. */
const STOP = String.raw`(?:so|because|before|by|ideally|if|once|when|after|since|as|then|too|please|first|today|tomorrow|tonight|now|asap|this|next|anyway|though|over|to|for|in|is|are|was|were|you|i|we|they|he|she|it|or)(?![\p{L}\p{N}])`;
/** A first word that makes no thing of the phrase: "get a chance", "see the the proposal". */
const NOT_A_THING = String.raw`(?:the|a|an|call|time|chance|meeting|way|moment|minute|second|sense|idea|feel|look|bit|lot|for|of|to)(?![\p{L}\p{N}'])`;
/**
 * What one side asked for or offered just before: the object of "could you send me …", "I need …", "send
 * me …", "we can share …". Whatever the thing is called, "I'll send that" means it. The phrase runs to a
 * reason, a time, a question mark or a new clause ("so we can …", "before the 31st", ", and I'll …").
 */
const ASKED_FOR = new RegExp(
  String.raw`\b(?:send|sends|share|forward|email|e-mail|get|give|need|want|see|sign|review)\s+(?:(?:me|us|you|him|her|over|across|along|back)\s+){0,2}` +
    String.raw`((?:the|a|an|your|our|their|his|her|my|some|all|two|three|four|five|six)\s+(?!${STOP}|${NOT_A_THING})[\p{L}\p{N}$'-]+(?:\s+(?!${STOP})[\p{L}\p{N}$'&/-]+){0,7})`,
  "giu",
);
/** Words that trail a phrase without naming the thing: "the case study from a", "the report to". */
const TRAILING = /(?:\s+(?:a|an|the|that|this|on|of|for|from|and|or|to|in|at|with|by|my|your|our|their|his|her))+$/iu;
/** A day agreed for a meeting ("How's Thursday the 6th, at ten?" "Thursday at ten is fine"): a weekday or a date. */
const MEETING_DAY = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\w/u;
/** Verbs whose "it" after a booked day is the meeting's invite or slot: "send that", "forward it to him", "I'll hold it". */
const INVITE_VERB = /^(?:send|sends|forward|forwards|email|e-mail|share|shares)$/u;
const SLOT_VERB = /^(?:hold|holds|confirm|confirms|book|books|block)$/u;
const PLURAL = /^(?:them|those|these|both)$/u;
/** How many sentences back a pronoun may point; a booked day counts only in the last few. */
const LOOK_BACK = 6;
const MEETING_LOOK_BACK = 3;

interface Antecedent {
  thing: string;
  /** Where it ends in its text: the closest to the pronoun wins within a sentence. */
  end: number;
}

/**
 * The last thing named in `text`, asked for or in the list of things a call promises, as "the X". For
 * "both", "them", "those": the two things named last ("the deck and the pricing").
 */
function thingIn(text: string, plural: boolean): Antecedent | null {
  const things = [...text.matchAll(THING)].flatMap((match) => (match[1] ? [{ thing: `the ${match[1].toLowerCase()}`, end: match.index + match[0].length }] : []));
  const lastTwo = things.slice(-2);
  let best: Antecedent | null =
    plural && lastTwo.length === 2 ? { thing: `${lastTwo[0]!.thing} and ${lastTwo[1]!.thing}`, end: lastTwo[1]!.end } : (things[things.length - 1] ?? null);
  for (const match of text.matchAll(ASKED_FOR)) {
    const phrase = match[1]?.replace(TRAILING, "");
    const end = match.index + match[0].length;
    // A longer description of the same thing ("the clinic addresses and current speeds") beats "the list".
    if (phrase && phrase.split(/\s+/u).length >= 2 && (!best || end >= best.end)) best = { thing: phrase, end };
  }
  return best;
}

/** The day a meeting was just agreed for, when `text` names one. */
function bookedDay(text: string): string | null {
  const due = findDue(text, text.toLowerCase());
  return due && due.base >= 3 && MEETING_DAY.test(due.text.toLowerCase()) ? due.text : null;
}

/**
 * What a pronoun points back to: the thing named last, in the sentence before the action or the few before
 * it; or, for "send it" / "hold it" right after a day was agreed, that meeting's invite or slot.
 */
function antecedent(call: Call, sentence: CallSentence, before: string, verb: string, pronoun: string): string | null {
  const earlier = call.sentences.slice(Math.max(0, sentence.index - LOOK_BACK), sentence.index).reverse();
  const texts = [before, ...earlier.map((s) => s.text)];
  const plural = PLURAL.test(pronoun);
  for (const [distance, text] of texts.entries()) {
    const thing = thingIn(text, plural);
    if (thing) return thing.thing;
    // "Send them" after a booked day means documents, not the one invite.
    const day = distance <= MEETING_LOOK_BACK && !plural ? bookedDay(text) : null;
    if (day && INVITE_VERB.test(verb)) return `the invite for ${day}`;
    if (day && SLOT_VERB.test(verb)) return `the meeting on ${day}`;
  }
  return null;
}

/**
 * "Send that right now" says nothing in a follow-up list read a day later: the pronoun is replaced by the
 * thing it points back to ("send the pricing sheet right now", "send the invite for Thursday at ten") when
 * the call named one just before; else the action keeps its words.
 */
export function resolvePronoun(call: Call, sentence: CallSentence, action: string, actionIndex: number): string {
  const match = PRONOUN_OBJECT.exec(action);
  if (!match?.[1]) return action;
  const thing = antecedent(call, sentence, sentence.text.slice(0, actionIndex), match[1].toLowerCase(), match[2]?.toLowerCase() ?? "");
  return thing ? `${match[1]} ${thing}${action.slice(match[0].length)}` : action;
}
