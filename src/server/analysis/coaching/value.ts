import type { Call, CallSentence } from "../call/call";
import { PAIN } from "../meddic/pain";
import { stemsOf } from "../objections/topic-words";
import { cite } from "../rules/quote";

/** At least this many shared content words make a seller sentence an answer to the pain. */
const SHARED_NEEDED = 2;

function bestAnswer(call: Call, pain: CallSentence): CallSentence | null {
  const painStems = stemsOf(pain);
  let best: CallSentence | null = null;
  let top = SHARED_NEEDED - 1;
  for (const sentence of call.sentences.slice(pain.index + 1)) {
    if (!sentence.rep || sentence.question || sentence.words < 6) continue;
    let shared = 0;
    for (const stem of stemsOf(sentence)) if (painStems.has(stem)) shared += 1;
    if (shared > top) [best, top] = [sentence, shared];
  }
  return best;
}

/**
 * The customer's own pains next to what the seller offered for each, to repeat in the follow-up. A pain
 * the seller never tied to the offer is listed too, as the link still to make.
 */
export function valueReinforcements(call: Call): string[] {
  const pains = call.sentences.filter((sentence) => !sentence.rep && sentence.words >= 5 && PAIN.test(sentence.lower)).slice(0, 12);
  const ranked = [...pains].sort((a, b) => b.words - a.words).slice(0, 3).sort((a, b) => a.index - b.index);
  return ranked.map((pain) => {
    const answer = bestAnswer(call, pain);
    return answer
      ? `Tie ${cite(call, pain)} to ${cite(call, answer)} in the follow-up.`
      : `${cite(call, pain)} was never tied to what you offered; connect it in the follow-up.`;
  });
}
