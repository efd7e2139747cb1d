import { createRequire } from "node:module";
import type winkNLPType from "wink-nlp";
import type { WinkMethods } from "wink-nlp";
import type modelType from "wink-eng-lite-web-model";
import type { NamedEntity } from "@shared/analysis";
import type { CallSentence } from "../call/call";

/** wink-nlp's entity types kept, in Gladia's spelling (upper case, as NAME is). */
const KEPT = new Set(["MONEY", "DATE", "PERCENT"]);

/**
 * Only sentences that could hold a figure or a date are read: wink costs time per word, and in a sales call
 * most sentences hold neither.
 */
const MAY_HOLD_FIGURE =
  /\d|%|\$|percent|dollar|euro|pound|peso|hundred|thousand|million|billion|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|yesterday|(?:next|last|this|end of the) (?:week|month|quarter|year)|\bq[1-4]\b/iu;

let nlp: WinkMethods | null = null;

/**
 * wink-nlp with its English model, loaded once per thread on first use. Required, not imported: importing
 * the package and its model took about 0.5 s of every process and test file that imported the engine
 * without reading a call. Only the NER step runs.
 */
function wink(): WinkMethods {
  if (!nlp) {
    const require = createRequire(import.meta.url);
    const winkNLP = require("wink-nlp") as typeof winkNLPType;
    nlp = winkNLP(require("wink-eng-lite-web-model") as typeof modelType, ["ner"]);
  }
  return nlp;
}

/** Money, dates and percentages in what was said, as wink-nlp's English model finds them. */
export function numericEntities(sentences: readonly CallSentence[]): NamedEntity[] {
  const text = sentences
    .filter((sentence) => MAY_HOLD_FIGURE.test(sentence.text))
    .map((sentence) => sentence.text)
    .join("\n");
  if (!text) return [];
  const reader = wink();
  const details = reader.readDoc(text).entities().out(reader.its.detail) as unknown as { value: string; type: string }[];
  return details
    .filter((detail) => KEPT.has(detail.type))
    .map((detail) => ({ entity_type: detail.type, text: detail.value }));
}
