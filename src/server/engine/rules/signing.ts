import type { Call, CallSentence } from "../call/call";
import { cue, matchesAffirmed } from "./cues";

/**
 * The customer signs, or commits to sign, themselves ("I'll sign it Monday", "okay, signed"): whoever signs
 * is the economic buyer (meddic/economic-buyer.ts), and a signature is how a won call ends (the summary).
 */
export const SIGNS_THEMSELVES = cue(
  String.raw`i(?:'ll| will)(?: \w+)? sign\b(?!\s+up)`, "i'm signing", String.raw`(?:okay|ok|alright|done|there)[,.]? signed\b`,
  String.raw`i(?:'ve| have) (?:just )?signed (?:it|both|the)`,
);

/** Signed, not promised: "Okay, signed. Both the MSA and the order form.", "I've just signed it." */
const SIGNED = cue(String.raw`(?:okay|ok|alright|done|there)[,.]? signed\b`, String.raw`i(?:'ve| have) (?:just )?signed (?:it|both|the)`, String.raw`^(?:and )?signed\b`);

/** The customer's last sentence saying they have just signed, if any. */
export function customerSigned(call: Call): CallSentence | null {
  return [...call.sentences].reverse().find((sentence) => !sentence.rep && matchesAffirmed(SIGNED, sentence.lower)) ?? null;
}
