import type { Call, CallSentence, CallTurn } from "../call/call";
import { EMBEDDING_DIMENSIONS, meanVector } from "../classifier/embeddings";
import { tokenize } from "../classifier/tokens";
import { cue, globalOf } from "../rules/cues";
import type { Raise } from "./raise";
import { PRIORITY, type Category } from "./patterns";
import { stemsOf } from "./topic-words";

/** Words of a reply that engages with each kind of objection. */
export const ANSWER_WORDS: Record<Category, RegExp> = {
  price: cue("price", "pricing", "cost", "roi", "value", "save", "saving", "savings", "discount", String.raw`per \w+`, "annual", "budget", "budgeted", "tier", "payback", "pays for itself", "cuesta", "precio", "ahorro", String.raw`números`, "sin costo", "piloto"),
  timing: cue("timing", "quarter", "deadline", "planning", "budget cycle", "budget", "next year", "q[1-4]", "freeze", "assessment", "no cost", "free", "payback", "pays for itself", "business case", "make the case", "round", "cost of waiting"),
  authority: cue("meet", "introduce", "intro", "join", "decision", "approval", "what matters to", "business case", "sponsor"),
  need: cue("you mentioned", "you said", "you told me", "which means", "so you", "the difference", "instead of", "process", "workflow", "day to day", "can i ask", "what do you use", "how do you"),
  competitor: cue("compared", "versus", "difference", "unlike", "switch", String.raw`migrat\w*`, "side by side"),
  trust: cue("reference", "references", "customers", "financials", "profitable", "proof", "prove", "in writing", "guarantee", "track record", "sponsor", "plan", "commit", "executive"),
  implementation: cue(String.raw`implement\w*`, "rollout", String.raw`onboard\w*`, "training", "hours", "setup", "set up", "dedicated", "on our side", "adoption", "reference", "we do the"),
  security: cue("security", "soc ?2", "iso", "gdpr", "hipaa", "encrypt\\w*", "audit", "compliance", "data residency", "hosted in", "penetration", "questionnaire", "dpa", "sso"),
};

/** How many seller turns after the objection count as its immediate answer. */
export const REPLY_TURNS = 3;
/** A customer who raises the same category again within this many turns was not satisfied. */
export const RAISED_AGAIN_WITHIN = 3;

/**
 * What the answer model (answered.ts) reads of an objection and the seller's reply. The names are the
 * model's feature names; training (scripts/engine/answer-trainer.ts) and the engine compute them here alone.
 */
export const ANSWER_FEATURES = [
  "reply_words",
  "on_topic_words",
  "shared_stems",
  "answer_words",
  "similarity",
  "reply_questions",
  "immediate_reply",
  "raised_again",
  "next_raise_other",
  "turns_left",
  "later_mentions",
  "reply_numbers",
  "token_reply",
  "first_reply_words",
  "acknowledge_only",
  "acknowledge_first",
  "customer_next_words",
  "reply_on_topic_share",
  ...PRIORITY.map((category) => `category_${category}` as const),
] as const;
export type AnswerFeature = (typeof ANSWER_FEATURES)[number];

/** The seller turns that reply to a raise: up to REPLY_TURNS of them, until the customer raises something else. */
export function replyTurns(call: Call, raise: Raise, raises: readonly Raise[]): CallTurn[] {
  const raisedAt = new Set(raises.filter((other) => other !== raise).map((other) => other.turn));
  const replies: CallTurn[] = [];
  for (let index = raise.turn + 1; index < call.turns.length && replies.length < REPLY_TURNS; index++) {
    const turn = call.turns[index]!;
    if (turn.rep) replies.push(turn);
    else if (raisedAt.has(turn.index)) break;
  }
  return replies;
}

/** The stems of everything the customer said in the turns that raised it: the reply may pick up any of it. */
export function objectionStems(call: Call, raise: Raise): Set<string> {
  const said = raise.turns.flatMap((index) => call.turns[index]?.sentences ?? []);
  return new Set(said.flatMap((sentence) => [...stemsOf(sentence)]));
}

const sharedWith = (stems: ReadonlySet<string>, sentences: readonly CallSentence[]) => {
  let shared = 0;
  for (const word of new Set(sentences.flatMap((sentence) => [...stemsOf(sentence)]))) if (stems.has(word)) shared += 1;
  return shared;
};

/**
 * A turn's stems, once per turn: every objection looks through every later seller turn for its words
 * (later_mentions), which without this cost 10 ms of a 60-minute call's 143 (bench/engine.bench.ts).
 */
const turnStems = new WeakMap<CallTurn, Set<string>>();
function stemsOfTurn(turn: CallTurn): Set<string> {
  let stems = turnStems.get(turn);
  if (!stems) {
    stems = new Set(turn.sentences.flatMap((sentence) => [...stemsOf(sentence)]));
    turnStems.set(turn, stems);
  }
  return stems;
}

function sharedWithTurn(stems: ReadonlySet<string>, turn: CallTurn): number {
  let shared = 0;
  for (const word of stemsOfTurn(turn)) if (stems.has(word)) shared += 1;
  return shared;
}

const vocabularyHits = (category: Category, sentences: readonly CallSentence[]) =>
  [...sentences.map((sentence) => sentence.lower).join(" ").matchAll(globalOf(ANSWER_WORDS[category]))].length;

/** A turn that speaks to the objection: two shared words, or one and a word of its kind, or two of its kind. */
export function onTopic(turn: CallTurn, raise: Raise, stems: ReadonlySet<string>): boolean {
  const shared = sharedWithTurn(stems, turn);
  const hits = vocabularyHits(raise.category, turn.sentences);
  return shared >= 2 || (shared >= 1 && hits >= 1) || hits >= 2;
}

/** The customer's next RAISED_AGAIN_WITHIN turns after the raise, without copying the rest of the call. */
export function laterCustomerTurns(call: Call, raise: Raise): CallTurn[] {
  const later: CallTurn[] = [];
  for (let index = raise.turn + 1; index < call.turns.length && later.length < RAISED_AGAIN_WITHIN; index++) {
    const turn = call.turns[index]!;
    if (!turn.rep) later.push(turn);
  }
  return later;
}

/** True when the customer raises the same kind of objection again within RAISED_AGAIN_WITHIN of their turns. */
export function raisedAgain(call: Call, raise: Raise, raises: readonly Raise[]): boolean {
  const later = laterCustomerTurns(call, raise);
  return raises.some((other) => other !== raise && other.category === raise.category && later.some((turn) => turn.index === other.turn));
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) {
    dot += a[d]! * b[d]!;
    na += a[d]! * a[d]!;
    nb += b[d]! * b[d]!;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

/** "I hear you", "totally", "fair enough": the opening of a brush-off when nothing on topic follows. */
const ACKNOWLEDGEMENT = /^(?:(?:yeah|yes|oh|okay|ok|sure|right|no|well|so),? )*(?:i hear (?:you|that|ya)|i understand|understood|totally|absolutely|of course|fair enough|that's fair|makes sense|got it|no problem|i get (?:it|that)|good point)\b/;

const NUMBER = /\d|\b(?:percent|hundred|thousand|half|twenty|thirty|forty|fifty|sixty|ninety)\b/;

export function answerFeatures(call: Call, raise: Raise, raises: readonly Raise[]): Record<AnswerFeature, number> {
  const stems = objectionStems(call, raise);
  const replies = replyTurns(call, raise, raises);
  const reply = replies.flatMap((turn) => turn.sentences);
  const replyWords = replies.reduce((sum, turn) => sum + turn.words, 0);
  const onTopicWords = replies.filter((turn) => onTopic(turn, raise, stems)).reduce((sum, turn) => sum + turn.words, 0);
  const lastReply = replies[replies.length - 1]?.index ?? raise.turn;
  const laterMentions = call.turns
    .slice(lastReply + 1)
    .filter((turn) => turn.rep && sharedWithTurn(stems, turn) >= 2).length;
  const next = call.turns[raise.turn + 1];
  const nextCustomer = laterCustomerTurns(call, raise)[0];
  const objectionText = raise.sentences.map((sentence) => sentence.text).join(" ");
  const similarity = reply.length ? cosine(meanVector(tokenize(objectionText)), meanVector(tokenize(reply.map((s) => s.text).join(" ")))) : 0;
  const features: Record<Exclude<AnswerFeature, `category_${Category}`>, number> = {
    reply_words: Math.log1p(replyWords),
    on_topic_words: Math.log1p(onTopicWords),
    shared_stems: Math.log1p(sharedWith(stems, reply)),
    answer_words: Math.log1p(vocabularyHits(raise.category, reply)),
    similarity,
    reply_questions: reply.filter((sentence) => sentence.question).length,
    immediate_reply: next?.rep ? 1 : 0,
    raised_again: raisedAgain(call, raise, raises) ? 1 : 0,
    next_raise_other: nextCustomer && raises.some((other) => other !== raise && other.category !== raise.category && other.turn === nextCustomer.index) ? 1 : 0,
    turns_left: Math.log1p(call.turns.length - 1 - raise.turn),
    later_mentions: Math.log1p(laterMentions),
    reply_numbers: reply.filter((sentence) => NUMBER.test(sentence.lower)).length,
    token_reply: replyWords < 15 ? 1 : 0,
    first_reply_words: Math.log1p(next?.rep ? next.words : 0),
    acknowledge_only: reply[0] && ACKNOWLEDGEMENT.test(reply[0].lower) && onTopicWords === 0 ? 1 : 0,
    acknowledge_first: reply[0] && ACKNOWLEDGEMENT.test(reply[0].lower) ? 1 : 0,
    customer_next_words: Math.log1p(nextCustomer?.words ?? 0),
    reply_on_topic_share: replyWords > 0 ? onTopicWords / replyWords : 0,
  };
  const categories = Object.fromEntries(PRIORITY.map((category) => [`category_${category}`, raise.category === category ? 1 : 0])) as Record<`category_${Category}`, number>;
  return { ...features, ...categories };
}
