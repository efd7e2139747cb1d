import type { Call, CallSentence } from "../call/call";
import { cite } from "../rules/quote";

/** Things a customer asks to receive. */
const DOCUMENT = String.raw`(?:report|summary|deck|proposal|quote|pricing|price list|case stud(?:y|ies)|references?|certificate|template|docs|documentation|nda|contract|msa|dpa|one-pager|comparison|model|roi|recap|security (?:package|overview)|questionnaire|pen test|soc 2|financials|overview|sheet|numbers|recording|checker|beta access|beta)`;
const ASKS = [
  new RegExp(String.raw`(?:send|share|email|forward)(?: it| that| them)?(?: over)?(?: to)? (?:me|us)(?: over)? ((?:the |your |a |an |some )?[^.?!;]{0,50}?${DOCUMENT}[^.?!;,]{0,40})`, "u"),
  new RegExp(String.raw`(?:they|she|he) wants? ((?:the |a |an |your )[^.?!;]{0,40}?${DOCUMENT}[^.?!;,]{0,40})`, "u"),
  new RegExp(String.raw`(?:i'd|we'd|i would|we would) (?:like|love|want) (?:the |a |an |to see |to get |to talk to |your )([^.?!;]{0,40}?${DOCUMENT}[^.?!;,]{0,40})`, "u"),
  new RegExp(String.raw`(?:i|we) (?:need|want) (?:the |your |a |an )([^.?!;]{0,40}?${DOCUMENT}[^.?!;,]{0,80})`, "u"),
  new RegExp(String.raw`(?:she|he|they)(?:'ll| will| would|'d) want (?:the |a |an |your )([^.?!;]{0,40}?${DOCUMENT}[^.?!;,]{0,40})`, "u"),
];
/** "Yes, please" to the seller's offer to send something. */
const ACCEPTS_OFFER = /^(?:oh,? )?(?:yes|yeah|yep|sure|absolutely|definitely|please)(?:,? please)?|send (?:that|it) over|that would (?:be great|help)|that'd be great|please do/u;
const OFFER = new RegExp(
  String.raw`(?:i'll|i will|what if i|should i|can i|i can) (?:send|share|email)(?: you| over| [a-z]+(?= (?:a|an|the|our|your) ))? ([^.?!;]{0,60}?${DOCUMENT}[^.?!;]{0,120})`,
  "u",
);
/** Where the thing requested ends: "the pricing sheet, and maybe we can find some time" stops at the comma. */
const ITEM_END = /,\s+(?:and\s+)?(?:maybe|so|because|if|which|by|along)\b|\s+(?:by|on|before|so that|once)\s+|,\s+so\s/u;

const tidy = (item: string) => {
  const end = ITEM_END.exec(item);
  return (end ? item.slice(0, end.index) : item).trim().replace(/[,;:]$/u, "");
};

function requested(sentence: CallSentence): string | null {
  for (const pattern of ASKS) {
    const match = pattern.exec(sentence.lower);
    if (match?.[1] && match.index !== undefined) {
      const start = sentence.lower.indexOf(match[1], match.index);
      return tidy(sentence.text.slice(start, start + match[1].length));
    }
  }
  return null;
}

/** The offer's own clause: in "I'll send the invite today, and by Friday I'll send you the case study" the second. */
function offerIn(lower: string): { item: string; index: number } | null {
  let offset = 0;
  let found: { item: string; index: number } | null = null;
  for (const clause of lower.split(/(,\s+and\s+|;\s+)/u)) {
    const offer = OFFER.exec(clause);
    if (offer?.[1]) found ??= { item: offer[1], index: offset + clause.indexOf(offer[1], offer.index) };
    offset += clause.length;
  }
  return found;
}

function offerAccepted(call: Call, sentence: CallSentence): string | null {
  if (!sentence.rep) return null;
  const offer = offerIn(sentence.lower);
  if (!offer) return null;
  const turn = call.turns[sentence.turn];
  const reply = call.turns[sentence.turn + 1];
  const isLastOffer = turn?.sentences.slice(turn.sentences.indexOf(sentence) + 1).every((later) => !offerIn(later.lower));
  if (!reply || reply.rep || !isLastOffer || !ACCEPTS_OFFER.test(reply.sentences[0]?.lower ?? "")) return null;
  return tidy(sentence.text.slice(offer.index, offer.index + offer.item.length));
}

/**
 * What the customer asked to receive: documents and proof they asked for ("I'd like the customer references"),
 * and seller offers they accepted ("What if I send over the revised proposal?" "Yeah, send that over.").
 */
export function materialsRequested(call: Call): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const sentence of call.sentences) {
    const item = sentence.rep ? offerAccepted(call, sentence) : requested(sentence);
    if (!item) continue;
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(sentence.rep ? `${item}: offered in ${cite(call, sentence)} and accepted` : `${item}: asked for in ${cite(call, sentence)}`);
  }
  return found.slice(0, 6);
}
