import type { BattleCard, BattleCardVerdict } from "@shared/trackers";
import type { Utterance } from "@shared/utterance";
import { contentStems } from "../objections/topic-words";
import { clockTime, trimQuote } from "../rules/quote";
import type { TrackerHit } from "./match";

/**
 * A card point counts as used when the answer says at least half of the point's content stems, and at
 * least two of them (one when the point has a single content word). Card points are short (3–15 content
 * words) and reps paraphrase, so asking for every word would miss real use; one shared word ("price",
 * "integration") is what any answer on the topic says, so it proves nothing.
 */
export const POINT_SHARE = 0.5;
export const POINT_MIN_STEMS = 2;
/** An answer with fewer content stems than this is too short to say the card was not used. */
export const SUBSTANTIVE_ANSWER_STEMS = 8;

export interface CardUsage {
  verdict: BattleCardVerdict;
  note: string;
  repAnswer: { atSeconds: number; text: string } | null;
  matchedPoints: string[];
}

/** Why we win, landmines and the objections' answers: what the rep could have said. */
export function cardPoints(card: BattleCard): string[] {
  return [...card.whyWeWin, ...card.landmines, ...card.objections.map((o) => o.answer)];
}

/** Whether an answer used a card point, by content-word overlap (see POINT_SHARE). */
export function pointUsed(point: string, answerStems: ReadonlySet<string>): boolean {
  const stems = contentStems(point.toLowerCase());
  if (stems.size === 0) return false;
  let shared = 0;
  for (const stem of stems) if (answerStems.has(stem)) shared += 1;
  return shared >= Math.min(POINT_MIN_STEMS, stems.size) && shared / stems.size >= POINT_SHARE;
}

/** The card points an answer used, as written on the card. */
export function matchedPoints(card: BattleCard, answer: string): string[] {
  const stems = contentStems(answer.toLowerCase());
  return cardPoints(card).filter((point) => pointUsed(point, stems));
}

/**
 * The seller side's answer to a mention: when a seller said it, the rest of their turn from that
 * sentence on; when the customer said it, the first seller turn (consecutive seller utterances) that
 * follows within the next few utterances. Null when nobody on our side answered.
 */
export function sellerAnswerTo(mention: TrackerHit, utterances: readonly Utterance[], sellers: ReadonlySet<number>): { atSeconds: number; text: string } | null {
  const at = utterances.findIndex((u) => u.speaker === mention.speaker && u.text.includes(mention.text) && (u.start ?? 0) <= mention.atSeconds + 0.1 && (u.end ?? Infinity) >= mention.atSeconds - 0.1);
  if (at < 0) return null;
  const turn = (from: number, first: string): { atSeconds: number; text: string } => {
    const parts = [first];
    for (let i = from + 1; i < utterances.length && sellers.has(utterances[i]!.speaker); i++) parts.push(utterances[i]!.text);
    return { atSeconds: from === at ? mention.atSeconds : (utterances[from]!.start ?? mention.atSeconds), text: parts.join(" ") };
  };
  if (sellers.has(mention.speaker)) {
    const said = utterances[at]!.text;
    return turn(at, said.slice(said.indexOf(mention.text)));
  }
  // A few customer utterances may follow before the rep answers ("Acme." "They're cheaper."); further on it is another topic.
  for (let i = at + 1; i < Math.min(utterances.length, at + 4); i++) {
    if (sellers.has(utterances[i]!.speaker)) return turn(i, utterances[i]!.text);
  }
  return null;
}

const listed = (points: readonly string[]) => points.map((p) => `“${trimQuote(p, 80)}”`).join("; ");

/**
 * Whether the seller side's answers after a tracker's mentions used its battle card. The best answer
 * (most points used) is judged: two points or more (or every point of a one-point card) is "used", one
 * is "partly"; none is "not_used" only when the answer was long enough to have said them and shares at
 * most one word with the whole card, else "unsure", as it is when nobody on our side answered. The note says so in words a rep reads.
 */
export function battleCardUsage(card: BattleCard, mentions: readonly TrackerHit[], utterances: readonly Utterance[], sellerSpeakers: readonly number[]): CardUsage {
  const sellers = new Set(sellerSpeakers);
  const total = cardPoints(card).length;
  let best: { answer: { atSeconds: number; text: string }; matched: string[]; stems: number } | null = null;
  for (const mention of mentions) {
    const answer = sellerAnswerTo(mention, utterances, sellers);
    if (!answer) continue;
    const matched = matchedPoints(card, answer.text);
    const stems = contentStems(answer.text.toLowerCase()).size;
    if (!best || matched.length > best.matched.length || (matched.length === best.matched.length && stems > best.stems)) best = { answer, matched, stems };
  }
  if (!best) {
    const first = mentions[0];
    const when = first ? ` after it came up at ${clockTime(first.atSeconds)}` : "";
    return { verdict: "unsure", note: `It is unclear whether the card was used: nobody on our side answered${when}.`, repAnswer: null, matchedPoints: [] };
  }
  const repAnswer = { atSeconds: best.answer.atSeconds, text: trimQuote(best.answer.text, 400) };
  const at = clockTime(best.answer.atSeconds);
  if (total === 0) {
    return { verdict: "unsure", note: `The card has only a summary, so there are no points to compare your answer at ${at} with.`, repAnswer, matchedPoints: [] };
  }
  const n = best.matched.length;
  if (n > 0 && (n >= POINT_MIN_STEMS || n === total)) {
    return { verdict: "used", note: `Your answer at ${at} shares most of the words of ${n} of the card's ${total} points: ${listed(best.matched)}.`, repAnswer, matchedPoints: best.matched };
  }
  if (n === 1) {
    return { verdict: "partly", note: `Your answer at ${at} shares most of the words of 1 of the card's ${total} points: ${listed(best.matched)}. ${total === 2 ? "The other point's words were" : `The other ${total - 1} points' words were`} not heard.`, repAnswer, matchedPoints: best.matched };
  }
  // Words of the card the answer said, though no single point reached its share: a hint, not proof.
  const answerStems = contentStems(best.answer.text.toLowerCase());
  const cardStems = contentStems(cardPoints(card).join(" ").toLowerCase());
  const shared = [...cardStems].filter((stem) => answerStems.has(stem)).length;
  if (shared >= 2) {
    return { verdict: "unsure", note: `It is unclear whether your answer at ${at} used the card: it shares a few of its words but none of its points clearly.`, repAnswer, matchedPoints: [] };
  }
  if (best.stems >= SUBSTANTIVE_ANSWER_STEMS) {
    const suggestion = cardPoints(card)[0];
    const next = suggestion ? ` Next time try: “${trimQuote(suggestion, 120)}”` : "";
    return { verdict: "not_used", note: `Your answer at ${at} shares too few words with any of the card's points to have used them.${next}`, repAnswer, matchedPoints: [] };
  }
  return { verdict: "unsure", note: `It is unclear whether your answer at ${at} used the card: it was too short to tell.`, repAnswer, matchedPoints: [] };
}
