import type { Call, CallSentence } from "../call/call";
import { sentenceContexts } from "./contexts";
import type { ModelLabel } from "./labels";
import { createClassifier, shippedWeights, type SentenceClassifier } from "./model";

/** The classifier's reading of one call: a probability per sentence and label, and which labels were said. */
export interface CallLabels {
  labels: readonly ModelLabel[];
  /** probabilities[sentence.index][label position]. */
  probabilities: Float64Array[];
  /** Probability of `label` in `sentence`. */
  probability(sentence: CallSentence, label: ModelLabel): number;
  /** True when the probability reaches the label's threshold (tuned on the corpus' dev split). */
  said(sentence: CallSentence, label: ModelLabel): boolean;
  /**
   * Said with a probability of at least CONFIDENT as well: for what the engine shows on its own word (an
   * objection no rule found, a call counted as sales), where a false alarm costs more than a miss.
   */
  confident(sentence: CallSentence, label: ModelLabel): boolean;
  /** Sentences where `label` was said, most certain first. */
  sentencesWith(label: ModelLabel): CallSentence[];
}

/** See CallLabels.confident. */
export const CONFIDENT = 0.65;

let shippedClassifier: SentenceClassifier | null = null;
/** The classifier built from the shipped weights, once per thread. */
export function defaultClassifier(): SentenceClassifier {
  shippedClassifier ??= createClassifier(shippedWeights());
  return shippedClassifier;
}

export function classifyCall(call: Call, classifier: SentenceClassifier = defaultClassifier()): CallLabels {
  const contexts = sentenceContexts(
    call.sentences.map((sentence) => ({ text: sentence.text, seller: sentence.rep, turn: sentence.turn, question: sentence.question })),
  );
  const probabilities = contexts.map((context) => classifier.predict(context));
  const position = new Map(classifier.labels.map((label, i) => [label, i]));
  const at = (label: ModelLabel) => position.get(label) ?? -1;
  const probability = (sentence: CallSentence, label: ModelLabel) => probabilities[sentence.index]?.[at(label)] ?? 0;
  const said = (sentence: CallSentence, label: ModelLabel) => {
    const i = at(label);
    return i >= 0 && (probabilities[sentence.index]?.[i] ?? 0) >= (classifier.thresholds[i] ?? 1);
  };
  return {
    labels: classifier.labels,
    probabilities,
    probability,
    said,
    confident: (sentence, label) => said(sentence, label) && probability(sentence, label) >= CONFIDENT,
    sentencesWith: (label) =>
      call.sentences.filter((sentence) => said(sentence, label)).sort((a, b) => probability(b, label) - probability(a, label)),
  };
}
