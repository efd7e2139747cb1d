import type { Call, CallSentence } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import { cue } from "../rules/cues";
import { MONEY, NUMBER, PERCENT } from "../rules/numbers";
import { PAIN } from "../meddic/pain";

/** How the customer describes their business: "we're a furniture distributor, three DCs". */
const SITUATION = cue(
  "we're an?", "we are an?", "we have", "we ship", "we sell", "we run", "we use", "we're on", "today we",
  // "My team" describes the business only as the subject of a state ("my team is six people", "our team
  // spends…"), not in "I want to show my team" or "add Selin from my team" (a manager's review of fresh calls).
  "(?:our|my) team (?:is|are|has|have|spends?|uses?|does|handles?|runs?|works?|of|keys?|checks?|processes)",
  "i have (?!to )", "we do", "we work with", "somos", "tenemos", "llevamos", "usamos",
);
/** A request or instruction is not a description: "please add Selin", "send me the order form". */
const REQUEST = /^(?:\p{L}+,\s*)?(?:please|send|add|can you|could you|would you|let's|let me)\b|\bplease\b/u;
const FIGURE = cue(
  ...MONEY,
  ...PERCENT,
  `${NUMBER} (?:\\w+ )?(?:hours|days|weeks|people|reps|stores|trucks|clinics|agents|nurses|invoices|carriers|pages|tickets|escalations|calls|errors)`,
);
/** The seller proposing, showing or offering something. */
const PROPOSAL = cue(
  "i'd suggest", "here's what i'd", "what i'd (?:propose|suggest)", "i'd propose", "let me show you", "we can start with",
  "we do a", "our typical", "we'd load", "i'd load", "we offer", "what i'd ask", "i'd like to propose",
  "le propongo", "podemos empezar", "si bajamos",
);

const wordsBetween = (sentence: CallSentence, min: number, max: number) => sentence.words >= min && sentence.words <= max;

function best(sentences: readonly CallSentence[], score: (sentence: CallSentence) => number): CallSentence | null {
  let winner: CallSentence | null = null;
  let top = 0;
  for (const sentence of sentences) {
    const points = score(sentence);
    if (points > top) [winner, top] = [sentence, points];
  }
  return winner;
}

/** The customer's own description of their situation, preferring one with figures, early in the call. */
export function situationSentence(call: Call): CallSentence | null {
  const customer = call.sentences.filter((sentence) => !sentence.rep && !sentence.question && wordsBetween(sentence, 8, 60));
  return best(customer, (sentence) => {
    if (!SITUATION.test(sentence.lower) || REQUEST.test(sentence.lower)) return 0;
    const early = 1 - sentence.index / Math.max(1, call.sentences.length);
    return 1 + (FIGURE.test(sentence.lower) ? 2 : 0) + early;
  });
}

/** The customer's sharpest statement of pain: pain words, best with a figure. */
export function painSentence(call: Call, not: CallSentence | null): CallSentence | null {
  const customer = call.sentences.filter((sentence) => !sentence.rep && sentence !== not && wordsBetween(sentence, 5, 60));
  return best(customer, (sentence) =>
    PAIN.test(sentence.lower) ? 2 + (FIGURE.test(sentence.lower) ? 1.5 : 0) + Math.min(sentence.words, 30) / 15 : 0,
  );
}

/** The seller presenting the product: the fallback when nothing was proposed outright. */
const PRESENTS = cue("our (?:platform|product|solution|tool|app|connector)", "we (?:have|offer|support|integrate)", "here's", "you can", "let me show");
/**
 * Pleasantries are not the pitch: "Thanks for calling Stackwell support, this is Tom", "Thanks Keisha, this is
 * the best renewal call I've had all year" were quoted as what the seller presented (a manager's review).
 */
const PLEASANTRY = /^(?:thanks|thank you|hi|hello|hey|good (?:morning|afternoon|evening)|welcome|great to|nice to|lovely to)\b/u;

/** What the seller proposed, preferring the later, more concrete proposal; else what they presented. */
export function proposalSentence(call: Call): { sentences: CallSentence[]; proposed: boolean } {
  const seller = call.sentences.filter((sentence) => sentence.rep && !sentence.question && wordsBetween(sentence, 4, 70) && !PLEASANTRY.test(sentence.lower));
  const position = (sentence: CallSentence) => sentence.index / Math.max(1, call.sentences.length);
  const proposal = best(seller, (sentence) => (PROPOSAL.test(sentence.lower) ? 1 + position(sentence) : 0));
  const chosen = proposal ?? best(seller, (sentence) => (PRESENTS.test(sentence.lower) && sentence.words >= 8 ? 1 + sentence.words / 100 : 0));
  if (!chosen) return { sentences: [], proposed: false };
  // "Here's what I'd suggest." says nothing on its own: the proposal is the sentence after it.
  const next = call.sentences[chosen.index + 1];
  return { sentences: chosen.words < 8 && next && next.turn === chosen.turn ? [chosen, next] : [chosen], proposed: proposal !== null };
}

/**
 * The customer's last decline the classifier is confident of ("we're going with ADP", "we'll pass"): what a
 * manager's summary ends a lost call with. Confident only, as a summary that says "declined" of a stall is wrong.
 */
export function declineSentence(call: Call, labels: CallLabels): CallSentence | null {
  return [...call.sentences].reverse().find((sentence) => !sentence.rep && sentence.words >= 3 && labels.confident(sentence, "rejection")) ?? null;
}

/** How sure the classifier must be of a buying signal for the summary to end on it (dev, trained on train alone: 0.67 precise, 0.92 counting the next steps it mostly is). */
const COMMITMENT_AT = 0.8;

/**
 * The customer's last buying signal the classifier is very sure of ("send me the updated order form now, I'll
 * sign it while we're on the call", "okay, with the phased schedule we can say yes"): how a won call ended,
 * which the agreed follow-ups alone leave out (a manager's review of fresh calls: "the signature is missing").
 */
export function commitmentSentence(call: Call, labels: CallLabels): CallSentence | null {
  return (
    [...call.sentences].reverse().find((sentence) => !sentence.rep && !sentence.question && sentence.words >= 3 && labels.probability(sentence, "buying_signal") >= COMMITMENT_AT && labels.said(sentence, "buying_signal")) ??
    null
  );
}
