import type { Call, CallSentence } from "../call/call";
import { PAIN } from "../meddic/pain";
import { stemsOf } from "../objections/topic-words";
import { cue } from "../rules/cues";
import { MONEY, PERCENT, RATE } from "../rules/numbers";
import { cite } from "../rules/quote";

/**
 * Shared content words that make a seller sentence an answer to the pain: two anywhere later, or one
 * distinctive word (six letters or more, "overtime", "percent") within the next few minutes.
 */
const SHARED_ANYWHERE = 2;
const NEARBY_SENTENCES = 25;
const DISTINCTIVE = 6;
const QUANTIFIED = cue(...MONEY, ...PERCENT, ...RATE);

function bestAnswer(call: Call, pain: CallSentence): CallSentence | null {
  const painStems = stemsOf(pain);
  let best: CallSentence | null = null;
  let top = 0;
  for (const sentence of call.sentences.slice(pain.index + 1)) {
    if (!sentence.rep || sentence.question || sentence.words < 6) continue;
    const shared = [...stemsOf(sentence)].filter((stem) => painStems.has(stem));
    const nearby = sentence.index - pain.index <= NEARBY_SENTENCES;
    const enough = shared.length >= SHARED_ANYWHERE || (nearby && shared.some((stem) => stem.length >= DISTINCTIVE));
    if (enough && shared.length > top) [best, top] = [sentence, shared.length];
  }
  return best;
}

/**
 * The customer's own pains next to what the seller offered for each, to repeat in the follow-up: the three
 * sharpest pains (with a figure first, then the fullest), each paired with the seller's sentence that
 * shares its words. A pain the seller never tied to the offer is listed too, as the link still to make.
 */
export function valueReinforcements(call: Call): string[] {
  const pains = call.sentences.filter((sentence) => !sentence.rep && !sentence.question && sentence.words >= 5 && PAIN.test(sentence.lower));
  const sharpness = (sentence: CallSentence) => (QUANTIFIED.test(sentence.lower) ? 2 : 0) + Math.min(sentence.words, 40) / 40;
  const ranked = [...pains].sort((a, b) => sharpness(b) - sharpness(a)).slice(0, 3).sort((a, b) => a.index - b.index);
  return ranked.map((pain) => {
    const answer = bestAnswer(call, pain);
    return answer
      ? `Tie ${cite(call, pain)} to ${cite(call, answer)} in the follow-up.`
      : `${cite(call, pain)} was never tied to what you offered; connect it in the follow-up.`;
  });
}
