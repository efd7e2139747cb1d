import type { Call, CallSentence } from "../call/call";
import { findDue, type Due } from "./due-dates";

const spaced = (source: string) => source.replace(/ /g, String.raw`\s+`);

/** Ways of getting back in touch later. */
const CONTACT = String.raw`reach out|check back(?: in)?|check in|circle back|follow up|touch base|get (?:back )?in touch|ping (?:me|us)|call (?:me|us)(?: back)?|email (?:me|us)|try (?:me|us)(?: again)?`;

/**
 * "Sure, check back after July", "not right now, ping me in July", "you call me in March": one side tells
 * the other to get back in touch later. The one told owns it, once a time is said (or "then" points back to
 * one). Only at the start of a clause, after an answer word or two, so "we check in with…" is not one.
 */
export const TOLD_TO_RECONTACT = new RegExp(
  String.raw`(?:^|[,;.—–-]\s*)(?:(?:sure|yeah|yes|ok|okay|honestly|just|maybe|so|then|well|fine|no|not (?:right )?now|but)[,\s]+)*(?:you (?:can |could )?|feel free to |please )?(?<action>${spaced(CONTACT)})(?![\p{L}\p{N}])`,
  "gdu",
);

/**
 * Who is told to get back in touch: the last one on the other side to speak before (the seller a customer is
 * answering), else the addressee.
 */
export function toldWho(call: Call, sentence: CallSentence): number | null {
  for (let turn = sentence.turn - 1; turn >= 0; turn--) {
    const earlier = call.turns[turn];
    const first = earlier?.sentences[0];
    if (earlier && first && first.rep !== sentence.rep) return earlier.speaker;
  }
  return null;
}

/** The latest time said in the two turns before `sentence`: what "check back then" points to. */
export function dueBefore(call: Call, sentence: CallSentence): Due | null {
  const earlier = call.sentences.filter((other) => other.turn < sentence.turn && other.turn >= sentence.turn - 2).reverse();
  for (const other of earlier) {
    const due = findDue(other.text, other.lower);
    if (due) return due;
  }
  return null;
}
