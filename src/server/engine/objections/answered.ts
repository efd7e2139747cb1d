import type { Call, CallTurn } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import { cue, globalOf } from "../rules/cues";
import type { Raise } from "./detect";
import type { Category } from "./patterns";
import { stemsOf } from "./topic-words";

/** Words of a reply that engages with each kind of objection. */
const ANSWER_WORDS: Record<Category, RegExp> = {
  price: cue("price", "pricing", "cost", "roi", "value", "save", "saving", "savings", "discount", String.raw`per \w+`, "annual", "budget", "budgeted", "tier", "payback", "pays for itself", "cuesta", "precio", "ahorro", String.raw`números`, "sin costo", "piloto"),
  timing: cue("timing", "quarter", "deadline", "planning", "budget cycle", "budget", "next year", "q[1-4]", "freeze", "assessment", "no cost", "free", "payback", "pays for itself", "business case", "make the case", "round", "cost of waiting"),
  authority: cue("meet", "introduce", "intro", "join", "decision", "approval", "what matters to", "business case", "sponsor"),
  need: cue("you mentioned", "you said", "you told me", "which means", "so you", "the difference", "instead of", "process", "workflow", "day to day", "can i ask", "what do you use", "how do you"),
  competitor: cue("compared", "versus", "difference", "unlike", "switch", String.raw`migrat\w*`, "side by side"),
  trust: cue("reference", "references", "customers", "financials", "profitable", "proof", "prove", "in writing", "guarantee", "track record", "sponsor", "plan", "commit", "executive"),
  implementation: cue(String.raw`implement\w*`, "rollout", String.raw`onboard\w*`, "training", "hours", "setup", "set up", "dedicated", "on our side", "adoption", "reference", "we do the"),
  security: cue("security", "soc ?2", "iso", "gdpr", "hipaa", "encrypt\\w*", "audit", "compliance", "data residency", "hosted in", "penetration", "questionnaire", "dpa", "sso"),
};

/** Replies with fewer on-topic words than this, over the next seller turns, did not answer. */
export const ANSWER_WORDS_NEEDED = 25;
/** How many seller turns after the objection count as its answer. */
const REPLY_TURNS = 3;
/** A customer who raises the same category again within this many turns was not satisfied. */
export const RAISED_AGAIN_WITHIN = 3;

function onTopic(turn: CallTurn, raise: Raise, objectionStems: Set<string>): boolean {
  const lower = turn.sentences.map((sentence) => sentence.lower).join(" ");
  const words = new Set(turn.sentences.flatMap((sentence) => [...stemsOf(sentence)]));
  let shared = 0;
  for (const word of words) if (objectionStems.has(word)) shared += 1;
  const vocabulary = ANSWER_WORDS[raise.category];
  const vocabularyHits = [...lower.matchAll(globalOf(vocabulary))].length;
  return shared >= 2 || (shared >= 1 && vocabularyHits >= 1) || vocabularyHits >= 2;
}

/**
 * Answered means the seller side engaged with the objection's substance within the next three seller turns
 * (at least 25 words that share its words or speak to its kind: ROI for price, a rollout plan for
 * implementation, a reference for trust), before the customer moved on to another objection, and the
 * customer did not raise the same kind of objection again within three turns. A quick "totally, it's easy
 * to use" or a pivot to pricing is not an answer. With the classifier's labels, the customer saying the
 * concern is settled ("okay, that could work") within their next three turns also counts, however briefly
 * the seller answered: the buyer is the judge of that.
 */
export function isAnswered(call: Call, raise: Raise, raises: readonly Raise[], labels?: CallLabels): boolean {
  // Everything the customer said in the turns that raised it: the reply may pick up any of it.
  const said = raise.turns.flatMap((index) => call.turns[index]?.sentences ?? []);
  const objectionStems = new Set(said.flatMap((sentence) => [...stemsOf(sentence)]));
  const raisedAt = new Set(raises.filter((other) => other !== raise).map((other) => other.turn));
  let replies = 0;
  let onTopicWords = 0;
  for (let index = raise.turn + 1; index < call.turns.length && replies < REPLY_TURNS; index++) {
    const turn = call.turns[index];
    if (!turn) break;
    if (!turn.rep) {
      if (raisedAt.has(turn.index)) break;
      continue;
    }
    replies += 1;
    if (onTopic(turn, raise, objectionStems)) onTopicWords += turn.words;
  }
  const laterCustomerTurns = call.turns.slice(raise.turn + 1).filter((turn) => !turn.rep).slice(0, RAISED_AGAIN_WITHIN);
  const raisedAgain = raises.some(
    (other) => other !== raise && other.category === raise.category && laterCustomerTurns.some((turn) => turn.index === other.turn),
  );
  if (raisedAgain) return false;
  if (onTopicWords >= ANSWER_WORDS_NEEDED) return true;
  if (!labels) return false;
  const untilNextRaise = laterCustomerTurns.filter((turn) => !raisedAt.has(turn.index) || turn.index === raise.turn);
  return untilNextRaise.some((turn) => turn.sentences.some((sentence) => labels.said(sentence, "objection_resolved")));
}
