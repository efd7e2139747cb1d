import { fileURLToPath } from "node:url";
import { z } from "zod";
import shipped from "./boundary-weights.json";
import { countWords, splitSentences } from "../text";
import { thresholdedLogisticSchema } from "../classifier/thresholded-logistic";
import { gapFeatures, runWords } from "./boundary-features";

/**
 * Speech-recognition exports often run a whole turn together with no punctuation, so a 60-word run-on
 * would reach the sentence classifier (trained on hand-split sentences) as one "sentence". This learned
 * boundary model (logistic regression over the words around each gap; scripts/engine/segmenter-trainer.ts)
 * cuts such a run where a sentence likely ends. Only a transcript that is unpunctuated as a whole is read so
 * (isUnpunctuated), and in it only runs with no sentence-final punctuation: a punctuated transcript keeps
 * exactly the sentences its writer marked, even where one speaker was cut off mid-sentence.
 */
export const boundaryModelSchema = thresholdedLogisticSchema(z.object({ calls: z.number(), gaps: z.number() }));
export type BoundaryModel = z.infer<typeof boundaryModelSchema>;

export const BOUNDARY_WEIGHTS_FILE = fileURLToPath(new URL("./boundary-weights.json", import.meta.url));

/** A piece that ends with . ! ? or … (a closing quote or bracket allowed) was punctuated by its writer. */
const PUNCTUATED = /[.!?…]["”'’)\]]*$/u;
/**
 * A transcript with at least this share of its words in pieces that lack sentence-final punctuation is a
 * speech-recognition export. On train+dev every speech-style call (≥ 80% of labelled sentences unpunctuated;
 * 118) has a share of 0.62 or more, and all but 3 of the 471 others less than 0.6.
 */
const UNPUNCTUATED_SHARE = 0.6;
/** Enough of a transcript to tell whether it is punctuated; a multi-hour one is not read twice. */
const SAMPLE_WORDS = 20_000;
/** A run longer than this is segmented in windows, so a multi-megabyte unpunctuated line costs no more per word. */
const WINDOW_CHARS = 20_000;

export interface RunSegmenter {
  /** The sentences of one piece of splitSentences' output: the piece itself unless it lacks final punctuation. */
  split(piece: string): string[];
}

export function runSegmenter(model: BoundaryModel): RunSegmenter {
  const weights = new Map(model.features.map((feature, i) => [feature, model.weights[i]!]));
  const cutoff = Math.log(model.threshold / (1 - model.threshold));

  function segmentWindow(text: string): string[] {
    const words = runWords(text);
    const out: string[] = [];
    let from = 0;
    let since = 1;
    for (let i = 0; i < words.length - 1; i++) {
      let logit = model.bias;
      for (const feature of gapFeatures(words, i, since)) logit += weights.get(feature) ?? 0;
      if (logit >= cutoff) {
        out.push(text.slice(words[from]!.start, words[i]!.end));
        from = i + 1;
        since = 1;
      } else since++;
    }
    out.push(text.slice(words[from]!.start, words[words.length - 1]!.end));
    return out;
  }

  return {
    split(piece) {
      const text = piece.trim();
      if (text === "" || PUNCTUATED.test(text)) return [piece];
      const out: string[] = [];
      let rest = text;
      while (rest.length > WINDOW_CHARS) {
        const cut = rest.lastIndexOf(" ", WINDOW_CHARS);
        const at = cut > WINDOW_CHARS / 2 ? cut : WINDOW_CHARS;
        out.push(...segmentWindow(rest.slice(0, at).trim()));
        rest = rest.slice(at).trim();
      }
      if (rest) out.push(...segmentWindow(rest));
      return out;
    },
  };
}

/** Whether the utterances' text is, as a whole, unpunctuated: most of its words stand in pieces with no . ! ? … at their end. */
export function isUnpunctuated(texts: Iterable<string>): boolean {
  let words = 0;
  let unpunctuated = 0;
  for (const text of texts) {
    for (const piece of splitSentences(text)) {
      const count = countWords(piece);
      words += count;
      if (!PUNCTUATED.test(piece.trim())) unpunctuated += count;
    }
    if (words >= SAMPLE_WORDS) break;
  }
  return words > 0 && unpunctuated >= UNPUNCTUATED_SHARE * words;
}

let shippedSegmenter: RunSegmenter | undefined;

/** splitSentences' piece cut into sentences by the shipped boundary model (boundary-weights.json). */
export function splitRunOn(piece: string): string[] {
  shippedSegmenter ??= runSegmenter(boundaryModelSchema.parse(shipped));
  return shippedSegmenter.split(piece);
}
