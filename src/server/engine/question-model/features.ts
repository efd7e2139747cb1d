/**
 * What the unmarked-question model (model.ts) reads in a sentence: its opening words after any lead-in
 * ("so", "um okay"), the bigrams near its start ("wondering if", "can you" after a clause), its last words
 * (tags: "right", "does that make sense", "or not") and its length. Punctuation and case are not read:
 * the model serves transcripts that have none. Shared by the runtime and the trainer
 * (scripts/engine/question-trainer.ts), so both read the same features.
 */

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;
/** Words that open a sentence without deciding its kind: "so what's the plan", "um okay can you". */
const LEAD_INS = new Set(["so", "and", "but", "okay", "ok", "well", "now", "um", "uh", "oh", "yeah", "alright", "also", "then", "hey", "like", "just", "hmm", "mm"]);
const MAX_LEAD_INS = 3;
/**
 * Word classes, so the grammar of a question is one feature whatever its words: a question word then an
 * auxiliary ("what is", "how did"), an auxiliary then a subject ("do you", "is there"), a tag at the end
 * ("isn't it", "can you").
 */
const CLASSES: Record<string, string> = {};
const classOf = (words: string, name: string) => {
  for (const word of words.split(" ")) CLASSES[word] = name;
};
classOf("what what's how how's why when when's where where's who who's whom whose which", "WH");
classOf(
  "is are was were do does did can could would will should shall may might must have has had am " +
    "isn't aren't wasn't weren't don't doesn't didn't can't couldn't wouldn't won't shouldn't haven't hasn't hadn't",
  "AUX",
);
classOf("you i we they he she it there this that these those someone anyone everyone anybody somebody", "SUBJ");
classOf("you're we're they're i'm it's that's there's you've we've i've you'll we'll i'll you'd we'd i'd", "SUBJAUX");
const wordClass = (word: string) => CLASSES[word] ?? "W";

/** Bigrams are read over this many words from the opening: far enough for "I was wondering if you". */
const OPENING_WORDS = 6;
/** A sentence longer than this is read only at its two ends. */
const MAX_WORDS = 400;

function bin(count: number): string {
  if (count <= 3) return String(count);
  if (count <= 6) return "4-6";
  if (count <= 10) return "7-10";
  if (count <= 16) return "11-16";
  if (count <= 25) return "17-25";
  return "26+";
}

export function sentenceWords(sentence: string): string[] {
  const lower = sentence.slice(0, MAX_WORDS * 20).toLowerCase().replace(/[’‘`]/g, "'");
  const words: string[] = [];
  for (const match of lower.matchAll(WORD)) {
    words.push(match[0]);
    if (words.length >= MAX_WORDS) break;
  }
  return words;
}

export function questionFeatures(sentence: string): string[] {
  const words = sentenceWords(sentence);
  if (words.length === 0) return [];
  let skip = 0;
  while (skip < MAX_LEAD_INS && skip < words.length - 1 && LEAD_INS.has(words[skip]!)) skip++;
  const at = (k: number) => words[skip + k] ?? "</s>";
  const last = words[words.length - 1]!;
  const beforeLast = words[words.length - 2] ?? "<s>";
  const features = [
    `o1:${at(0)}`,
    `o2:${at(0)}_${at(1)}`,
    `o3:${at(0)}_${at(1)}_${at(2)}`,
    `e1:${last}`,
    `e2:${beforeLast}_${last}`,
    `n:${bin(words.length)}`,
    `c2:${wordClass(at(0))}_${wordClass(at(1))}`,
    `c3:${wordClass(at(0))}_${wordClass(at(1))}_${wordClass(at(2))}`,
    `ce:${wordClass(beforeLast)}_${wordClass(last)}`,
  ];
  if (words.length >= 5) features.push(`tail:${last}`);
  if (skip > 0) features.push(`lead:${words[0]}`, `lead_o1:${at(0)}`);
  for (let k = 1; k < OPENING_WORDS && skip + k + 1 < words.length; k++) features.push(`b:${at(k)}_${at(k + 1)}`);
  return features;
}
