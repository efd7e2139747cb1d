import { splitSentences } from "./text";

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

export function countQuestions(text: string): number {
  let count = 0;
  for (const sentence of splitSentences(text)) if (isQuestion(sentence)) count += 1;
  return count;
}
