import type { Utterance } from "@shared/utterance";
import { firstNameIndex } from "../call/names";
import { introducedTeammates } from "../call/teammates";
import { escapeRegExp, normalizeText, wholeWords } from "../text";
import { sellerWording, type SideScorer } from "./talks-like-seller";

/**
 * What the seller-side model reads of each speaker (seller-side.ts decides): grammatical cues, who names
 * whom, whose questions they answer, and how their turns are worded. Kept apart from the decision so the
 * fitting script (tests/corpus/fit-roles.ts) reads exactly the features the engine computes.
 */
/*
 * Cues are grammatical, not phrases from any call: a seller speaks of the buyer's world in the second person
 * ("your team", "how do you…") and of the vendor's offer in the first person plural next to offer words;
 * a buyer speaks of the vendor's offer in the second person ("your pricing", "can your tool…").
 */
const OFFER = String.raw`(?:platform|product|products|solution|software|tool|app|system|pricing|price|plans?|tiers?|implementation|onboarding|support|api|integrations?|demo|contract|licen[cs]es?|customers|clients|roadmap|engineers?|trial|pilot|package|proposal|quote|features?|module|dashboard)`;
const OUR_OFFER = new RegExp(String.raw`\b(?:our|we've got an?|we have an?|we offer|we built|we provide|we include|we can offer)\s+(?:\w+\s+){0,2}${OFFER}\b`, "g");
const YOUR_OFFER = new RegExp(String.raw`\byour\s+(?:\w+\s+){0,2}${OFFER}\b`, "g");
const YOU = /\b(?:you|your|yours|you're|you've|you'll)\b/g;
const WE = /\b(?:we|our|us|we're|we've|ours)\b/g;
const I_WILL_SEND = /\bi(?:'ll| will)\s+(?:send|set up|book|get|put|share|follow up|loop|shoot|email|draft|pull)\b/g;
const MONEY = /(?:[$€£]\s?\d|\b\d[\d,.]*\s?(?:k|dollars|euros|pounds)\b|\bper (?:seat|user|month|year|license|location)\b)/g;
const SELLER_WE = /\bwe(?:'d| would|'ll| will| can| could| typically| usually| also| always| normally)?\s+(?:recommend|include|provide|offer|give|put|support|handle|waive|cap|guarantee|throw|set you|credit|discount|bundle|host|integrate|migrate|train|onboard|extend|lock|hold|honor|assign|cover)\b/g;
const BUYER_WE = /\b(?:we|i)(?:'d| would|'ll| will| do| really| currently| still)?\s+(?:need|needs|want|use|using|spend|lose|losing|pay|paying|budgeted|can't|cannot|struggle|tried|switched|looked)\b|\b(?:our|my) (?:budget|current|existing|staff|people|patients|board|cfo|ceo|boss|legal|it|process|vendor|contract|renewal)\b/g;
const OTHER_CUSTOMERS = /\b(?:a customer|our customers|customers like|other customers|one of our clients|teams like yours|companies like yours|most of our|a lot of our)\b/g;
const YOUR = /\b(?:your|yours)\b/g;
const OFFERING = /\b(?:happy to|glad to|what if we|we can|we could|let me|i can get you|i can send)\b/g;
const US_FOR_YOU = /\b(?:we|our|we'd|we'll|we're|we've)\b[^.?!]*\b(?:your|yours)\b/g;
/** Recording tools that join calls as a "speaker" are on nobody's side. */
export const TOOL_LABEL = /\b(?:notetaker|note taker|bot|recorder|otter|fireflies|fathom|assistant|voicemail|voice mail|answering machine|ivr|auto attendant|automated message)\b/i;
export const REP_LABEL = wholeWords(["sales rep", "sales", "rep", "ae", "sdr", "bdr", "agent", "account executive", "account manager", "seller", "persuader"]);
export const BUYER_LABEL = wholeWords(["customer", "prospect", "client", "buyer", "lead", "persuadee"]);

interface Features {
  words: number;
  turns: number;
  you: number;
  we: number;
  ourOffer: number;
  yourOffer: number;
  questions: number;
  willSend: number;
  money: number;
  sellerWe: number;
  buyerWe: number;
  others: number;
  your: number;
  offering: number;
  usForYou: number;
}

function count(text: string, pattern: RegExp): number {
  let n = 0;
  for (const _ of text.matchAll(pattern)) n += 1;
  return n;
}

function features(utterances: readonly Utterance[]): Map<number, Features> {
  const bySpeaker = new Map<number, Features>();
  for (const utterance of utterances) {
    const text = normalizeText(utterance.text.slice(0, 20_000));
    const f = bySpeaker.get(utterance.speaker) ?? {
      words: 0, turns: 0, you: 0, we: 0, ourOffer: 0, yourOffer: 0, questions: 0, willSend: 0, money: 0, sellerWe: 0, buyerWe: 0, others: 0, your: 0, offering: 0, usForYou: 0,
    };
    f.words += text.split(" ").filter(Boolean).length;
    f.turns += 1;
    f.you += count(text, YOU);
    f.we += count(text, WE);
    f.ourOffer += count(text, OUR_OFFER);
    f.yourOffer += count(text, YOUR_OFFER);
    f.questions += count(text, /\?/g);
    f.willSend += count(text, I_WILL_SEND);
    f.money += count(text, MONEY);
    f.sellerWe += count(text, SELLER_WE);
    f.buyerWe += count(text, BUYER_WE);
    f.others += count(text, OTHER_CUSTOMERS);
    f.your += count(text, YOUR);
    f.offering += count(text, OFFERING);
    f.usForYou += count(text, US_FOR_YOU);
    bySpeaker.set(utterance.speaker, f);
  }
  return bySpeaker;
}

/** Fitted on the corpus's train split (tests/corpus/fit-roles.ts); the order of FEATURE_NAMES. */
export const WEIGHTS: readonly number[] = [0.004, 0.076, -0.078, 0.137, 0.243, 0.034, 0.871, 0.061, -0.084, 0.033, 0.086, 0.112, -0.003, 0.004, -0.034, 0.028, 0.186, 0.006, -0.058, 0.111, 0, 0.052, 0.187, 0.175, 0.065, -0.192, 0.005, 1.596, 1.355];
export const BIAS = 0.952;
export const FEATURE_NAMES = [
  "you-we per 100 words", "our offer per 100", "your offer per 100", "questions per turn", "books next step",
  "prices", "first speaker", "seller label", "buyer label", "introduced by a seller",
  "you-we minus call max", "share of words", "offer minus call max", "seller we per 100", "buyer we per 100",
  "other customers per 100", "seller-buyer we minus call max", "your per 100", "offering per 100",
  "we-for-your per 100", "named beside a seller by a buyer", "named as one of us by a seller",
  "speakers beyond two", "second by score in a call of four or more", "runner-up's lead over the third",
  "answers a seller's question", "answers a buyer's question",
  "talks like a seller", "talks like a seller minus call max",
] as const;

/** Each speaker's feature vector, in FEATURE_NAMES order. */
export function speakerFeatures(
  utterances: readonly Utterance[],
  names: ReadonlyMap<number, string>,
  wording: SideScorer | null,
): Map<number, number[]> {
  const bySpeaker = features(utterances);
  if (bySpeaker.size === 0) return new Map();
  const totalWords = [...bySpeaker.values()].reduce((sum, f) => sum + f.words, 0) || 1;
  const first = utterances[0]?.speaker;
  const base = new Map<number, number[]>();
  for (const [speaker, f] of bySpeaker) {
    const per100 = 100 / Math.max(f.words, 20);
    const name = names.get(speaker) ?? "";
    base.set(speaker, [
      (f.you - f.we) * per100,
      f.ourOffer * per100,
      f.yourOffer * per100,
      f.questions / Math.max(f.turns, 1),
      Math.min(f.willSend, 3),
      Math.min(f.money, 4),
      speaker === first ? 1 : 0,
      REP_LABEL.test(name) ? 1 : 0,
      BUYER_LABEL.test(name) ? 1 : 0,
      0,
      0,
      f.words / totalWords,
      0,
      f.sellerWe * per100,
      f.buyerWe * per100,
      f.others * per100,
      0,
      f.your * per100,
      f.offering * per100,
      f.usForYou * per100,
      0,
      0,
      Math.min(bySpeaker.size - 2, 4),
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
  }
  const maxPronoun = Math.max(...[...base.values()].map((v) => v[0] ?? 0));
  const maxOffer = Math.max(...[...base.values()].map((v) => (v[1] ?? 0) - (v[2] ?? 0)));
  const maxWe = Math.max(...[...base.values()].map((v) => (v[13] ?? 0) - (v[14] ?? 0)));
  for (const v of base.values()) {
    v[16] = (v[13] ?? 0) - (v[14] ?? 0) - maxWe;
    v[10] = (v[0] ?? 0) - maxPronoun;
    v[12] = (v[1] ?? 0) - (v[2] ?? 0) - maxOffer;
  }
  // Colleagues introduced by the speaker who most reads as the seller.
  const anchor = [...base.entries()].reduce((a, b) => ((b[1][0] ?? 0) > (a[1][0] ?? 0) ? b : a))[0];
  for (const speaker of introducedTeammates(utterances, new Set([anchor]), names)) {
    const v = base.get(speaker);
    if (v) v[9] = 1;
  }
  addMentions(utterances, names, base, anchor);
  addAnswers(utterances, base, anchor);
  if (wording) {
    const worded = sellerWording(utterances, wording);
    const most = Math.max(...worded.values());
    for (const [speaker, value] of worded) {
      const v = base.get(speaker);
      if (!v) continue;
      v[FIRST_BASE + 7] = value;
      v[FIRST_BASE + 8] = value - most;
    }
  }
  // Larger sales calls usually bring a second seller: the runner-up is a likelier teammate than the rest.
  if (base.size >= 4) {
    const ranked = [...base.entries()].sort((a, b) => baseScore(b[1]) - baseScore(a[1]));
    const second = ranked[1]?.[1];
    if (second) second[FIRST_BASE + 3] = 1;
    const third = ranked[2]?.[1];
    if (second && third) second[FIRST_BASE + 4] = Math.min(Math.max(baseScore(second) - baseScore(third), 0), 3);
  }
  return base;
}

const CAPITALISED = /\p{Lu}[\p{L}'’-]+/gu;
const FIRST_BASE = 20;
const ONE_OF_US = (name: string): RegExp =>
  new RegExp(String.raw`(?:\b(?:me and|and me|with me,?|our)\s+${name}\b|\b${name}\s+and (?:i|me)\b|\b${name}(?:,)?\s+(?:here|from our|on our|from my|on my)\b)`, "iu");

/**
 * Who is named with whom. A buyer thanking or addressing a seller and another person in one breath ("thanks
 * Liam, thanks Hana") and a seller speaking of someone as one of us ("me and Arjun") both pull that person
 * toward the seller side. Leaning is judged on the first FIRST_BASE features alone, so it needs no second fit.
 */
function addMentions(
  utterances: readonly Utterance[],
  names: ReadonlyMap<number, string>,
  base: Map<number, number[]>,
  anchor: number,
): void {
  const index = firstNameIndex(names);
  const leaning = new Map([...base].map(([speaker, v]) => [speaker, baseScore(v) > 0 || speaker === anchor]));
  for (const utterance of utterances) {
    const mentioned = new Set<number>();
    for (const match of utterance.text.slice(0, 20_000).matchAll(CAPITALISED)) {
      const speaker = index.get(match[0].toLowerCase());
      if (speaker !== undefined && speaker !== utterance.speaker) mentioned.add(speaker);
    }
    if (mentioned.size === 0) continue;
    const bySeller = leaning.get(utterance.speaker) === true;
    const namesSeller = [...mentioned].some((speaker) => leaning.get(speaker));
    for (const speaker of mentioned) {
      const v = base.get(speaker);
      if (!v) continue;
      if (!bySeller && namesSeller && mentioned.size >= 2 && !leaning.get(speaker)) v[FIRST_BASE] = 1;
      const first = (names.get(speaker) ?? "").split(/\s+/)[0] ?? "";
      if (bySeller && first.length > 1 && ONE_OF_US(escapeRegExp(first)).test(utterance.text)) v[FIRST_BASE + 1] = 1;
    }
  }
}

/**
 * Whose questions a speaker answers. A buyer answers the seller's discovery questions; a second seller (an
 * engineer, a manager) answers the buyer's. Leaning is judged on the first FIRST_BASE features, as above.
 */
function addAnswers(utterances: readonly Utterance[], base: Map<number, number[]>, anchor: number): void {
  const leaning = new Map([...base].map(([speaker, v]) => [speaker, baseScore(v) > 0 || speaker === anchor]));
  const answers = new Map<number, { seller: number; buyer: number; turns: number }>();
  for (let i = 0; i < utterances.length; i++) {
    const utterance = utterances[i]!;
    const tally = answers.get(utterance.speaker) ?? { seller: 0, buyer: 0, turns: 0 };
    tally.turns += 1;
    const before = utterances[i - 1];
    if (before && before.speaker !== utterance.speaker && before.text.trim().endsWith("?")) {
      if (leaning.get(before.speaker)) tally.seller += 1;
      else tally.buyer += 1;
    }
    answers.set(utterance.speaker, tally);
  }
  for (const [speaker, tally] of answers) {
    const v = base.get(speaker);
    if (!v) continue;
    v[FIRST_BASE + 5] = tally.seller / Math.max(tally.turns, 3);
    v[FIRST_BASE + 6] = tally.buyer / Math.max(tally.turns, 3);
  }
}

function baseScore(vector: readonly number[]): number {
  return vector.slice(0, FIRST_BASE).reduce((sum, x, i) => sum + x * (WEIGHTS[i] ?? 0), BIAS);
}

export function score(vector: readonly number[]): number {
  return vector.reduce((sum, x, i) => sum + x * (WEIGHTS[i] ?? 0), BIAS);
}
