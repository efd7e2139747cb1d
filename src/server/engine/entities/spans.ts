import type { CallSentence } from "../call/call";

/** A run of capitalised words, allowing name particles between them ("Lucía de la Fuente", "St. Brigid's"). */
const CAPITALISED_RUN =
  /(?<![\p{L}\p{N}'’])\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|del|la|van|von|da|di|dos|du|le)\s+)?\p{Lu}[\p{L}'’-]*)*/gu;

/** Capitalised only because they open a sentence or are always written so; never names on their own. */
const NEVER_ENTITIES = new Set(
  `i i'm i'll i'd i've the this that these those and so but or ok okay yes yeah yep no hi hey hello thanks thank great perfect sure right well oh ah um uh hmm
  we our my your you it its if what how why when where who which there here then now just also let let's can could would will do does did is are was were
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december
  mr mrs ms dr sorry wow nice good got look one two three four five first second third step`.split(/\s+/),
);

export interface Span {
  text: string;
  /** The word right before the span, lower case: "from Routewise", "at Harlow". */
  before: string;
  /** The span opens its sentence, where any word is capitalised. */
  opensSentence: boolean;
}

/**
 * Candidate names in a sentence: runs of capitalised words, without a possessive "'s", without the common
 * word that opens a sentence ("Okay Greg" → "Greg"), and without all-capital abbreviations (SOC, MSA, ROI).
 */
export function capitalisedSpans(sentence: CallSentence): Span[] {
  const spans: Span[] = [];
  for (const match of sentence.text.matchAll(CAPITALISED_RUN)) {
    let words = match[0].replace(/['’]s$/u, "").replace(/[.]$/u, "").split(/\s+/);
    let start = match.index;
    while (words.length > 0 && NEVER_ENTITIES.has((words[0] ?? "").toLowerCase().replace(/[.'’]s?$/u, ""))) {
      start += (words[0]?.length ?? 0) + 1;
      words = words.slice(1);
    }
    const text = words.join(" ");
    if (!text || /^[\p{Lu}\d.'’-]{1,6}$/u.test(text) || NEVER_ENTITIES.has(text.toLowerCase())) continue;
    const before = sentence.lower.slice(Math.max(0, start - 20), start).trim().split(/\s+/).pop() ?? "";
    spans.push({ text, before, opensSentence: sentence.text.slice(0, start).trim().length === 0 });
  }
  return spans;
}
