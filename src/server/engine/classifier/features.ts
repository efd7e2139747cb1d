import { stemmer } from "stemmer";
import { EMBEDDING_DIMENSIONS, meanVector } from "./embeddings";
import { ruleCues } from "./rule-cues";
import { tokenize, isNumberToken } from "./tokens";
import { NEGATE } from "../sentiment/vader-rules";

/** Dense features: the sentence's word vector, the one it answers and the reaction to it (see denseFeatures). */
export const DENSE_DIMENSIONS = 3 * EMBEDDING_DIMENSIONS;

interface ReadText {
  tokens: string[];
  stems: string[];
  cues: string[];
  vector: Float32Array;
  /** The words a negation governs, as neg:<word> (see negated). */
  negated: string[];
}
/**
 * Every sentence is read twice, as itself and as the previous sentence of the other side's next turn; the
 * rule cues are most of the classifier's time, so each text is read once (measured: 939 sentences of the
 * 60-minute benchmark call, classification 170 ms without this). The cache is dropped when it grows large.
 */
const readCache = new Map<string, ReadText>();
const READ_CACHE_LIMIT = 4096;
function read(text: string): ReadText {
  let found = readCache.get(text);
  if (!found) {
    if (readCache.size >= READ_CACHE_LIMIT) readCache.clear();
    const tokens = tokenize(text);
    found = { tokens, stems: tokens.map((token) => stemmer(token)), cues: ruleCues(text), vector: meanVector(tokens), negated: negated(tokens) };
    readCache.set(text, found);
  }
  return found;
}

/** How many words after "not", "no", "never" or "-n't" a negation is taken to govern. */
const NEGATION_SCOPE = 3;
/**
 * "We don't have a problem with it" and "we have a problem with it" share every word but one: the words a
 * negation governs are features of their own (neg:problem), with a feature for the negation itself. Measured
 * by 5-fold cross-validation on train+dev (870 calls, scripts/engine/sweep-cv.ts): macro F1 0.512 -> 0.516,
 * rejection 0.558 -> 0.569, objection 0.634 -> 0.637. VADER's sentence score as a feature as well added
 * 0.002 and was left out (it would be computed a second time per sentence).
 */
function negated(tokens: readonly string[]): string[] {
  const found: string[] = [];
  let scope = 0;
  for (const token of tokens) {
    if (token === "no" || token.endsWith("n't") || NEGATE.has(token)) {
      scope = NEGATION_SCOPE;
      found.push("negator");
    } else if (scope > 0) {
      found.push(`neg:${token}`);
      scope--;
    }
  }
  return found;
}

/** What the classifier sees of one sentence: its words, who said it, and what the other side said just before. */
export interface SentenceContext {
  text: string;
  side: "seller" | "customer";
  question: boolean;
  /** The other side's sentence just before this turn (a question it answers, a proposal it accepts), if any. */
  previous: string | null;
  /**
   * The other side's first sentence after this turn: how it was taken. A seller answers an objection with
   * "fair point" or "I hear you", a proposal with "sounds good"; measured by 5-fold cross-validation on
   * train+dev (scripts/engine/sweep-cv.ts), objection F1 rose 0.551 -> 0.579 with it.
   */
  reaction: string | null;
  /**
   * The same speaker's sentence just before, in this turn: a concern or a pain often takes two sentences
   * ("We tried that in 2021." "It took eleven months."). Measured by 5-fold cross-validation on train+dev (740
   * calls, scripts/engine/sweep-cv.ts), pain F1 0.665 -> 0.677 and objection 0.630 -> 0.638 with it; the
   * next sentence of the turn as well made both worse.
   */
  before: string | null;
  /** The sentence ends its speaker's turn (an objection or a proposal usually does). */
  lastInTurn: boolean;
  /** How far into the call, 0..1: next steps cluster at the end, pleasantries at both ends. */
  position: number;
}


/**
 * Sparse binary features: word unigrams, bigrams and stems, a few shape cues (numbers, money, percentages, a
 * question, the side, where in the call), and, each under its own prefix, the words of the previous
 * other-side sentence, of the other side's reaction and of the same speaker's sentence before in this turn.
 * Word vectors (embeddings.ts) are added as dense features by the model.
 */
export function sentenceFeatures(context: SentenceContext): string[] {
  const { tokens, stems, cues } = read(context.text);
  const features = new Set<string>([`side:${context.side}`, "bias"]);
  let numbers = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    features.add(`w:${token}`);
    if (isNumberToken(token)) numbers++;
    if (i > 0) features.add(`b:${tokens[i - 1]}_${token}`);
  }
  // Porter stems beside the words, so "budgets", "budgeted" and "budgeting" share what one of them taught.
  // Cross-validated (740 calls): economic buyer F1 0.743 -> 0.758, rejection 0.501 -> 0.518, macro +0.010;
  // stemmed bigrams added nothing more.
  for (const stem of stems) features.add(`st:${stem}`);
  if (context.before !== null) for (const token of read(context.before).tokens) features.add(`s:${token}`);
  else features.add("s:none");
  if (numbers > 0) features.add("shape:number");
  if (tokens.includes("$") || /\b(dollars?|bucks|grand|euros?|pounds?|k)\b/.test(context.text.toLowerCase())) features.add("shape:money");
  if (tokens.includes("%") || context.text.toLowerCase().includes("percent")) features.add("shape:percent");
  if (context.question) features.add("shape:question");
  features.add(`len:${Math.min(4, Math.floor(tokens.length / 6))}`);
  features.add(`pos:${Math.min(4, Math.floor(context.position * 5))}`);
  for (const cue of cues) features.add(cue);
  for (const word of read(context.text).negated) features.add(word);
  if (context.previous !== null) {
    const previous = read(context.previous);
    features.add("prev:any");
    for (const token of previous.tokens) features.add(`p:${token}`);
    if (context.previous.trim().endsWith("?")) features.add("prev:question");
    for (const cue of previous.cues) features.add(`p${cue}`);
  }
  if (context.reaction !== null) {
    const reaction = read(context.reaction);
    for (const token of reaction.tokens) features.add(`r:${token}`);
    for (const cue of reaction.cues) features.add(`r${cue}`);
  }
  features.add(context.lastInTurn ? "turn:last" : "turn:inner");
  return [...features];
}

export { tokenize };

/** The sentence's mean word vector, then the previous other-side sentence's, then the reaction's (zeros when none). */
export function denseFeatures(context: SentenceContext): Float32Array {
  const dense = new Float32Array(DENSE_DIMENSIONS);
  dense.set(read(context.text).vector, 0);
  if (context.previous !== null) dense.set(read(context.previous).vector, EMBEDDING_DIMENSIONS);
  if (context.reaction !== null) dense.set(read(context.reaction).vector, 2 * EMBEDDING_DIMENSIONS);
  return dense;
}
