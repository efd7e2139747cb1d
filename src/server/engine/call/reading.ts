import { questionTest } from "../questions";
import { isUnpunctuated, splitRunOn } from "../segmenter/segment";
import { splitSentences } from "../text";

/**
 * How one transcript is read, decided once from all its text: whether its runs are cut by the boundary model
 * (an unpunctuated, speech-recognition transcript: segmenter/), its sentences, and its question test
 * (questions.ts). buildCall and computeMetrics share one, so the metrics count questions in the sentences the
 * rest of the engine reads, and the boundary model (the engine's costliest step on such a transcript) runs
 * once per utterance.
 */
export interface TranscriptReading {
  segment: boolean;
  /** An utterance's sentences: splitSentences, then, in a segmented transcript, the model's cuts. */
  sentences(text: string): readonly string[];
  isQuestion(sentence: string): boolean;
}

/**
 * Characters of one transcript the boundary model reads: what buildCall, which reads first, can analyse
 * (MAX_ANALYSED_WORDS at its 20 characters a word). The metrics then count the rest of a longer transcript
 * in splitSentences' pieces, so a multi-megabyte one costs no more than the analysis.
 */
const SEGMENTED_CHARS = 1_200_000;

export function readTranscript(texts: readonly string[]): TranscriptReading {
  const segment = isUnpunctuated(texts);
  const isQuestion = questionTest(texts, segment);
  if (!segment) return { segment, sentences: splitSentences, isQuestion };
  const cut = new Map<string, readonly string[]>();
  let left = SEGMENTED_CHARS;
  return {
    segment,
    isQuestion,
    sentences(text) {
      let sentences = cut.get(text);
      if (!sentences) {
        const modelled = text.length <= left;
        if (modelled) left -= text.length;
        sentences = modelled ? splitSentences(text).flatMap(splitRunOn) : splitSentences(text);
        cut.set(text, sentences);
      }
      return sentences;
    },
  };
}
