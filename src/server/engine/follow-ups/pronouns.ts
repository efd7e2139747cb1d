import type { Call, CallSentence } from "../call/call";

/** An action whose object is a bare pronoun: "send that right now", "get it over to you", "forward them". */
const PRONOUN_OBJECT = /^(\S+)\s+(it|that|this|them|those|these)\b/iu;
/** Things a call promises to send or do, with up to two words of description before them. */
const THING = new RegExp(
  String.raw`\b(?:the|your|our|a|an|that|this|my)\s+((?:[\p{L}\d-]+\s+){0,2}(?:deck|proposal|quote|pricing(?: sheet)?|price sheet|contract|invite|invitation|agreement|document|doc|summary|recap|case stud(?:y|ies)|nda|link|order form|sow|dpa|msa|report|questionnaire|slides|one-pager|brochure|recording|estimate|invoice|plan|checklist|template|spreadsheet|numbers|references?|trial|pilot|overview|list|data|files?|samples?|specs?|demo))\b`,
  "giu",
);
/** How many sentences back a pronoun may point. */
const LOOK_BACK = 6;

/** The last thing named before `sentence`, in it or in the few sentences before, as "the X". */
function lastThing(call: Call, sentence: CallSentence, before: string): string | null {
  const texts = [before, ...call.sentences.slice(Math.max(0, sentence.index - LOOK_BACK), sentence.index).reverse().map((s) => s.text)];
  for (const text of texts) {
    const matches = [...text.matchAll(THING)];
    const last = matches[matches.length - 1]?.[1];
    if (last) return `the ${last.toLowerCase()}`;
  }
  return null;
}

/**
 * "Send that right now" says nothing in a follow-up list read a day later: the pronoun is replaced by the
 * thing it points back to ("send the pricing sheet right now") when the call named one just before; else
 * the action keeps its words.
 */
export function resolvePronoun(call: Call, sentence: CallSentence, action: string, actionIndex: number): string {
  const match = PRONOUN_OBJECT.exec(action);
  if (!match) return action;
  const thing = lastThing(call, sentence, sentence.text.slice(0, actionIndex));
  return thing ? `${match[1]} ${thing}${action.slice(match[0].length)}` : action;
}
