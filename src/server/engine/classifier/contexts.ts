import type { SentenceContext } from "./features";

/** One sentence as both the engine (call/call.ts) and the training script (scripts/engine) see it. */
export interface SpokenSentence {
  text: string;
  seller: boolean;
  /** Turn number: consecutive sentences of one speaker share it. */
  turn: number;
  question: boolean;
}

/**
 * Each sentence's context for the classifier: its side, where it falls in the call, and the last sentence the
 * other side said before its turn. One function for training and for the engine, so the model is fed at run
 * time exactly what it was trained on.
 */
export function sentenceContexts(sentences: readonly SpokenSentence[]): SentenceContext[] {
  const total = Math.max(1, sentences.length - 1);
  // The other side's first sentence after each turn: how they react ("fair point", "sounds good").
  const reactionAfterTurn = new Map<number, string>();
  for (let i = sentences.length - 1; i > 0; i--) {
    const before = sentences[i - 1]!;
    const sentence = sentences[i]!;
    if (sentence.turn !== before.turn && sentence.seller !== before.seller) reactionAfterTurn.set(before.turn, sentence.text);
  }
  let lastSeller: string | null = null;
  let lastCustomer: string | null = null;
  let previousTurn = -1;
  let previousForTurn: string | null = null;
  return sentences.map((sentence, index) => {
    if (sentence.turn !== previousTurn) {
      previousForTurn = sentence.seller ? lastCustomer : lastSeller;
      previousTurn = sentence.turn;
    }
    const context: SentenceContext = {
      text: sentence.text,
      side: sentence.seller ? "seller" : "customer",
      question: sentence.question,
      previous: previousForTurn,
      reaction: reactionAfterTurn.get(sentence.turn) ?? null,
      before: sentences[index - 1]?.turn === sentence.turn ? sentences[index - 1]!.text : null,
      lastInTurn: sentences[index + 1]?.turn !== sentence.turn,
      position: index / total,
    };
    if (sentence.seller) lastSeller = sentence.text;
    else lastCustomer = sentence.text;
    return context;
  });
}

/**
 * The sentence with nothing around it (as a call's first line, or when the sides are misread): what the
 * trainer's context dropout reads (scripts/engine/sentence-trainer.ts) and what sweep-cv.ts scores it on.
 */
export const withoutContext = (context: SentenceContext): SentenceContext => ({ ...context, previous: null, reaction: null, before: null });
