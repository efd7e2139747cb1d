// Hand-made classifier readings for the engine's unit tests, so a rule is tested apart from the trained weights.
import type { CallSentence } from "@server/engine/call/call";
import type { CallLabels } from "@server/engine/classifier/classify-call";
import type { ModelLabel } from "@server/engine/classifier/labels";

/** Labels that say `label` (probability 0.9, said and confident) on the sentences whose text contains `word`. */
export function labelsSaying(word: string, label: ModelLabel): CallLabels {
  const hit = (sentence: CallSentence) => sentence.lower.includes(word);
  return {
    labels: [label],
    probabilities: [],
    probability: (sentence, asked) => (asked === label && hit(sentence) ? 0.9 : 0),
    said: (sentence, asked) => asked === label && hit(sentence),
    confident: (sentence, asked) => asked === label && hit(sentence),
    sentencesWith: () => [],
  };
}

/** Labels that say each listed label on exactly the sentences whose text is listed for it (probability 0.9, else 0.1). */
export function labelsOn(said: Partial<Record<ModelLabel, readonly string[]>>): CallLabels {
  const has = (sentence: CallSentence, label: ModelLabel) => (said[label] ?? []).includes(sentence.text);
  return {
    labels: [],
    probabilities: [],
    probability: (sentence, label) => (has(sentence, label) ? 0.9 : 0.1),
    said: has,
    confident: has,
    sentencesWith: () => [],
  };
}
