import { askedUnmarked } from "./question-model/model";
import { isUnpunctuated } from "./segmenter/segment";

/** Up to two lead-ins ("so", "um, okay", …) do not stop "So how do you handle renewals." being a question. */
const LEAD_IN = String.raw`(?:(?:so|and|but|okay|ok|well|right|now|um|uh),?\s+){0,2}`;

/** Yes/no openers that are questions on their own: "Can you …", "Do you …", "Is there …". */
const YES_NO = String.raw`(?:(?:could|can|would|will|do|did|have|are)\s+you|is\s+there)`;

const AUXILIARY = "is|are|was|were|do|does|did|can|could|would|will|should|have|has|had";
const SUBJECT =
  "you|your|we|our|they|their|it|its|this|that|these|those|the|a|an|he|she|his|her|i|my|there|any|some|anyone|someone|everyone";

/**
 * A question word, then an auxiliary (or its contraction), then a subject: "What is your timeline",
 * "How does the team", "What's your budget". Requiring the subject keeps statements that merely begin
 * with a question word out: "What I mean is …", "When we started …", "What is important is …".
 */
const WH = String.raw`(?:who|what|when|where|why|how|which)(?:'s|'re|\s+(?:${AUXILIARY}))\s+(?:${SUBJECT})`;
const HOW_MUCH = String.raw`how\s+(?:many|much|long|often|soon)`;

const UNMARKED_QUESTION = new RegExp(
  `^${LEAD_IN}(?:${YES_NO}|${WH}|${HOW_MUCH})(?![\\p{L}\\p{N}])`,
  "iu",
);

/** Closing quotes and brackets after the final mark: `He asked "why?"` still ends in a question mark. */
const TRAILING_CLOSERS = /["'”’)\]\s]+$/u;

/**
 * A sentence is a question when it ends in "?", or, without one (transcription often drops it), when it
 * opens like a clear question (see UNMARKED_QUESTION) and does not end in "!". Deliberately conservative:
 * an unpunctuated "you're on the pro plan" is not counted.
 */
export function isQuestion(sentence: string): boolean {
  const trimmed = sentence.replace(TRAILING_CLOSERS, "");
  if (trimmed.endsWith("?")) return true;
  if (trimmed.endsWith("!")) return false;
  return UNMARKED_QUESTION.test(trimmed.replace(/[’‘]/g, "'").replace(/^["'“(\s]+/u, ""));
}

/** A mark that ends a sentence: . ! ? or … before whitespace, a closing quote or bracket, or the end. */
const FINAL_MARK = /[.!?…]+(?=["'”’)\]]*(?:\s|$))/gu;
/**
 * A writer who uses question marks puts one on about one sentence in seven (4,993 of 34,296 in the corpus'
 * punctuated train and dev calls; no call with any under 1 in 40). Below one final mark in a hundred, the
 * few there are were a speech-to-text engine's strays, not the writer marking questions.
 */
const QUESTION_MARK_SHARE = 0.01;
/** Enough final marks to tell; a multi-hour transcript is not read to its end. */
const SAMPLE_MARKS = 5_000;

/** Whether the transcript's writer marks questions with "?": at least one in a hundred of its sentence-final marks is one. */
export function marksQuestions(texts: readonly string[]): boolean {
  let marks = 0;
  let questions = 0;
  for (const text of texts) {
    for (const match of text.matchAll(FINAL_MARK)) {
      marks++;
      if (match[0].includes("?")) questions++;
    }
    if (marks >= SAMPLE_MARKS) break;
  }
  return questions > 0 && questions >= QUESTION_MARK_SHARE * marks;
}

/**
 * A sentence from a transcript that does not mark its questions (speech-to-text): a "?" still makes a
 * question and a "!" a statement; otherwise the learned model (question-model/) decides from its opening and
 * closing words.
 */
export function isUnmarkedQuestion(sentence: string): boolean {
  const trimmed = sentence.replace(TRAILING_CLOSERS, "");
  if (trimmed.endsWith("?")) return true;
  if (trimmed.endsWith("!")) return false;
  return askedUnmarked(trimmed);
}

/**
 * The question test for one transcript (its utterances' texts): isQuestion where the writer marks questions,
 * else isUnmarkedQuestion. A transcript unpunctuated as a whole (segmenter/) never marks them, whatever
 * stray "?" it holds.
 */
export function questionTest(texts: readonly string[], unpunctuated = isUnpunctuated(texts)): (sentence: string) => boolean {
  return !unpunctuated && marksQuestions(texts) ? isQuestion : isUnmarkedQuestion;
}
