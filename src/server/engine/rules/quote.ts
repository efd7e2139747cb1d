import type { Call, CallSentence } from "../call/call";
import { nameOf } from "../call/names";

/** Seconds as m:ss with minutes unbounded ("75:04"), the way the transcript tab shows times. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

const QUOTE_LIMIT = 220;

/** Words that cannot end a cut quote: "…with your…" leaves the reader the wrong half of a phrase. */
const DANGLING = /\s+(?:a|an|the|my|our|your|their|his|her|its|this|that|to|of|for|with|in|on|at|by|from|and|or|but|so)$/iu;

/** The words, cut at a word boundary with an ellipsis when longer than `limit` characters. */
export function trimQuote(text: string, limit = QUOTE_LIMIT): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.lastIndexOf(" ", limit - 1);
  let kept = clean.slice(0, cut > limit / 2 ? cut : limit - 1).replace(/[,;:]$/, "");
  for (let strip = 0; strip < 3 && DANGLING.test(kept) && kept.length > limit / 2; strip++) kept = kept.replace(DANGLING, "").replace(/[,;:]$/, "");
  return `${kept}…`;
}

export const speakerOf = (call: Call, sentence: Pick<CallSentence, "speaker" | "rep">): string =>
  nameOf(call.names, sentence.speaker, sentence.rep);

/** “words” (Name, 04:12) — or without the time when the transcript has none. */
export function cite(call: Call, sentence: CallSentence, text = sentence.text): string {
  const where = sentence.at === null ? speakerOf(call, sentence) : `${speakerOf(call, sentence)}, ${clockTime(sentence.at)}`;
  return `“${trimQuote(text)}” (${where})`;
}

/** The sentences joined as one quote, in call order. */
export const joinSentences = (sentences: readonly CallSentence[]): string =>
  sentences.map((sentence) => sentence.text.trim()).join(" ");
