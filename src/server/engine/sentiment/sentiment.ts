import type { Call } from "../call/call";
import { vaderCompound } from "./vader";

export interface MinuteSentiment {
  minute: number;
  score: number;
  rep: number | null;
  customer: number | null;
}

export interface CallSentiment {
  /** 0..1; null when that side said nothing VADER could read. */
  customer: number | null;
  rep: number | null;
  byMinute: MinuteSentiment[];
  /** The compound score (-1..1) of every sentence, by Call.sentences index; 0 where not measured. */
  compounds: Float64Array;
}

/** Word-weighted running mean of compound scores. */
class Mean {
  private weighted = 0;
  private words = 0;
  add(compound: number, words: number) {
    this.weighted += compound * words;
    this.words += words;
  }
  /** -1..1 mapped to 0..1 and rounded to three decimals; null with nothing added. */
  unit(): number | null {
    if (this.words === 0) return null;
    return Math.round(((this.weighted / this.words + 1) / 2) * 1000) / 1000;
  }
}

/**
 * Sentiment per side and per minute. Each sentence gets VADER's compound score; a side's sentiment is the
 * mean over its sentences weighted by their word counts (a long complaint weighs more than "ok, great"),
 * mapped from -1..1 to 0..1, so 0.5 is neutral. VADER reads English only: for any other language every
 * figure is null and the curve empty, rather than a neutral score that would look like a measurement.
 */
export function measureSentiment(call: Call): CallSentiment {
  const compounds = new Float64Array(call.sentences.length);
  if (call.language !== "en") return { customer: null, rep: null, byMinute: [], compounds };
  const rep = new Mean();
  const customer = new Mean();
  const minutes = new Map<number, { all: Mean; rep: Mean; customer: Mean }>();
  for (const sentence of call.sentences) {
    const compound = vaderCompound(sentence.text);
    compounds[sentence.index] = compound;
    (sentence.rep ? rep : customer).add(compound, sentence.words);
    const minute = Math.floor(sentence.clock / 60);
    let bucket = minutes.get(minute);
    if (!bucket) {
      bucket = { all: new Mean(), rep: new Mean(), customer: new Mean() };
      minutes.set(minute, bucket);
    }
    bucket.all.add(compound, sentence.words);
    (sentence.rep ? bucket.rep : bucket.customer).add(compound, sentence.words);
  }
  const byMinute = [...minutes]
    .sort(([a], [b]) => a - b)
    .map(([minute, bucket]) => ({
      minute,
      score: bucket.all.unit() ?? 0.5,
      rep: bucket.rep.unit(),
      customer: bucket.customer.unit(),
    }));
  return { customer: customer.unit(), rep: rep.unit(), byMinute, compounds };
}
