import type { Call, CallSentence } from "../call/call";
import { cue } from "./cues";

/** The customer asking not to be contacted again: an instruction, not an objection to handle. */
const OPT_OUT = cue(
  "take (?:me|us) off (?:your|the|this|that) (?:[a-z-]+ ){0,2}(?:list|sequence)", "(?:put|add) (?:me|us) on (?:your|the) do not call",
  // Only as a request: said to the seller at the start of a clause ("please don't call again", "so stop
  // emailing me"), not a report about others ("the advertisers don't call us anymore").
  String.raw`(?:(?<=(?:^|[,;:.!-])\s*)|(?:please|just|kindly|and|so|then|you|you to|i'd like you to|i want you to) )(?:don't|do not|stop|quit) (?:call|calling|contact|contacting|email|emailing|reaching out)\w*`,
  "remove (?:me|us|my (?:number|name|email))",
  "unsubscribe", "no more calls", "lose (?:my|this) number", "no me (?:llame|llamen|contacte)",
);

/** A customer-side sentence asking to be left alone. */
export const isOptOut = (sentence: CallSentence): boolean => !sentence.rep && OPT_OUT.test(sentence.lower);

/** True when a customer-side sentence asks to be left alone: the coaching must not advise another meeting. */
export function customerOptedOut(call: Call): boolean {
  return call.sentences.some(isOptOut);
}
