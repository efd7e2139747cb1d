import type { Call, CallSentence, CallTurn } from "../call/call";

/** A customer sentence that supports a criterion, and how strongly (1 weak, 2 clear, 3 decisive). */
export interface Evidence {
  sentence: CallSentence;
  points: number;
}

export interface Finding {
  evidence: Evidence[];
  /** A customer statement that holds the criterion at Partial however much evidence there is. */
  limit?: CallSentence;
}

/** The strongest reading per sentence: several rules matching one sentence count once. */
export function keepStrongest(evidence: Evidence[]): Evidence[] {
  const best = new Map<number, Evidence>();
  for (const item of evidence) {
    const known = best.get(item.sentence.index);
    if (!known || item.points > known.points) best.set(item.sentence.index, item);
  }
  return [...best.values()].sort((a, b) => a.sentence.index - b.sentence.index);
}

export const totalPoints = (finding: Finding): number => finding.evidence.reduce((sum, item) => sum + item.points, 0);

export const customerTurns = (call: Call): CallTurn[] => call.turns.filter((turn) => !turn.rep);

/**
 * The questions the seller side asked in the turn just before this customer turn: an answer to "who signs
 * off?" is economic-buyer evidence even when it only says "our CFO, Dana".
 */
export function askedBefore(call: Call, turn: CallTurn): string {
  const previous = call.turns[turn.index - 1];
  if (!previous?.rep) return "";
  return previous.sentences
    .filter((sentence) => sentence.question)
    .map((sentence) => sentence.lower)
    .join(" ");
}

/** The whole seller turn just before this customer turn when it asks something ("…four million in markdowns. Is that still right?"). */
export function sellerTurnBefore(call: Call, turn: CallTurn): string {
  const previous = call.turns[turn.index - 1];
  if (!previous?.rep || !previous.sentences.some((sentence) => sentence.question)) return "";
  return previous.sentences.map((sentence) => sentence.lower).join(" ");
}

/** "Greg Lindqvist", "Frank DeLuca": two capitalised words, the first not opening the sentence. */
const PERSON = /(?<!^)(?<![.!?]\s)\b\p{Lu}\p{Ll}+\s\p{Lu}[\p{L}'’-]+/u;
const FULL_NAME_ANSWER = /^\p{Lu}\p{Ll}+\s\p{Lu}[\p{L}'’-]+[,.]/u;

/** True when the sentence names a person by first and last name. */
export const namesPerson = (text: string): boolean => PERSON.test(text) || FULL_NAME_ANSWER.test(text);
