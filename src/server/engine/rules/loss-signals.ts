import type { Call } from "../call/call";
import { cue } from "./cues";

/**
 * The customer saying the deal is going away: they will leave or cancel, are not interested, want off the
 * list. "We are not renewing Splunk" is about someone else's contract, so a renewal needs no name after it.
 */
export const LOSS = cue(
  "(?:that )?we(?:'ll| will| would|'d)? (?:leave|cancel|churn)", String.raw`(?:we're|we are|i'm) (?:going to |gonna )?(?:leave|leaving|cancel\w*|switch\w*)`,
  String.raw`not (?:going to )?renew(?:ing)?(?! \p{Lu})`, String.raw`not interested(?!\s+in\s)`, "take me off (?:your|the) list",
  "(?:we'll|we will) go with (?:them|the other|someone else)", "no nos interesa", "vamos a cancelar",
);

/** True when a customer-side sentence says the deal or account is likely lost. */
export function customerSignalsLoss(call: Call): boolean {
  return call.sentences.some((sentence) => {
    if (sentence.rep) return false;
    const match = LOSS.exec(sentence.lower);
    if (!match) return false;
    // A name right after "not renewing" means another vendor's contract ("We are not renewing Splunk").
    const after = sentence.text.slice(match.index + match[0].length).trimStart();
    return !(/renew/u.test(match[0]) && /^\p{Lu}/u.test(after));
  });
}
