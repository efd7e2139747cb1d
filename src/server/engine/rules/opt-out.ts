import type { Call } from "../call/call";
import { cue } from "./cues";

/** The customer asking not to be contacted again: an instruction, not an objection to handle. */
const OPT_OUT = cue(
  "take (?:me|us) off (?:your|the|this) (?:list|calling list|sequence)", "(?:put|add) (?:me|us) on (?:your|the) do not call",
  String.raw`(?:don't|do not|stop|quit) (?:call|calling|contact|contacting|email|emailing|reaching out)\w*`, "remove (?:me|us|my (?:number|name|email))",
  "unsubscribe", "no more calls", "lose (?:my|this) number", "no me (?:llame|llamen|contacte)",
);

/** True when a customer-side sentence asks to be left alone: the coaching must not advise another meeting. */
export function customerOptedOut(call: Call): boolean {
  return call.sentences.some((sentence) => !sentence.rep && OPT_OUT.test(sentence.lower));
}
