import type { Utterance } from "@shared/utterance";
import { z } from "zod";
import { tokenize } from "../classifier/tokens";
import { splitSentences } from "../text";

/**
 * A learned reading of how a sentence is worded on each side of a sales call: word unigrams and bigrams,
 * fitted by logistic regression on the labelled corpus's sentences (scripts/engine/side-trainer.ts). The hand-written
 * pronoun and offer cues in seller-side.ts see a few patterns; this sees every word a seller or a buyer
 * tends to use ("walk me through", "our budget", "procurement wants"), so a second seller who answers
 * technical questions reads as a seller. Its output is one feature of the seller-side model.
 */
export const sideModelSchema = z.object({
  features: z.array(z.string()),
  weights: z.array(z.number()),
  bias: z.number(),
});
export type SideModel = z.infer<typeof sideModelSchema>;

// A run-on sentence says no more about its side than its first hundred words.
const MAX_TOKENS = 100;
// A sentence's say is capped, so one unusual sentence cannot decide a speaker.
const SENTENCE_CLIP = 4;
// "Yeah." and "Mm-hmm." are said by both sides alike.
const MIN_SENTENCE_WORDS = 3;
// A long monologue says no more about its speaker's side than its first sentences.
const MAX_SENTENCES_PER_TURN = 12;

export function turnFeatures(text: string): string[] {
  const tokens = tokenize(text).slice(0, MAX_TOKENS);
  const features = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    features.add(`w:${tokens[i]}`);
    if (i > 0) features.add(`b:${tokens[i - 1]}_${tokens[i]}`);
  }
  return [...features];
}

/** A compiled side model: feature → weight, for scoring many turns. */
export interface SideScorer {
  logOdds(text: string): number;
}

export function sideScorer(model: SideModel): SideScorer {
  const weights = new Map(model.features.map((feature, i) => [feature, model.weights[i]!]));
  return {
    logOdds(text) {
      let sum = model.bias;
      for (const feature of turnFeatures(text)) sum += weights.get(feature) ?? 0;
      return sum;
    },
  };
}

// The mean is shrunk toward "can't tell" by this many imaginary neutral sentences: one sentence is weak evidence.
const PRIOR_SENTENCES = 1;

/**
 * Per speaker, the (shrunk) mean log-odds that their sentences are a seller's; 0 when they said nothing longer
 * than two words. `maxSentencesPerSpeaker` stops reading a speaker after that many scored sentences.
 */
export function sellerWording(utterances: readonly Utterance[], scorer: SideScorer, maxSentencesPerSpeaker = Infinity): Map<number, number> {
  const sums = new Map<number, { sum: number; sentences: number }>();
  for (const utterance of utterances) {
    const tally = sums.get(utterance.speaker) ?? { sum: 0, sentences: 0 };
    sums.set(utterance.speaker, tally);
    if (tally.sentences >= maxSentencesPerSpeaker) continue;
    for (const sentence of splitSentences(utterance.text.slice(0, 20_000)).slice(0, MAX_SENTENCES_PER_TURN)) {
      if (sentence.split(/\s+/).filter(Boolean).length < MIN_SENTENCE_WORDS) continue;
      tally.sum += Math.max(-SENTENCE_CLIP, Math.min(SENTENCE_CLIP, scorer.logOdds(sentence)));
      tally.sentences += 1;
    }
  }
  return new Map([...sums].map(([speaker, { sum, sentences }]) => [speaker, sum / (sentences + PRIOR_SENTENCES)]));
}
