import type { Call, CallSentence, CallTurn } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import { matchesAffirmed } from "../rules/cues";
import { classifiedRaise } from "./classified-raises";
import type { Raise } from "./raise";
import { CONCERN, OBJECTIONS, PRIORITY, TOPICS, type Category, type Pattern } from "./patterns";


const CAPITALISED = /^(?:the\s+)?\p{Lu}/u;

function nameFits(sentence: CallSentence, index: number, length: number, where: Pattern["name"]): boolean {
  if (!where) return true;
  if (where === "after") return CAPITALISED.test(sentence.text.slice(index + length).trimStart());
  return /\p{Lu}[\p{L}\p{N}-]*['’]s\s+$/u.test(sentence.text.slice(0, index));
}

/** The categories a sentence states outright, best first. */
function statedCategories(sentence: CallSentence): Category[] {
  const found = new Set<Category>();
  for (const { category, pattern, name } of OBJECTIONS) {
    if (found.has(category)) continue;
    const match = pattern.exec(sentence.lower);
    if (match && nameFits(sentence, match.index, match[0].length, name)) found.add(category);
  }
  return PRIORITY.filter((category) => found.has(category));
}

/** The topic the sentences around a concern talk about most; negated mentions ("isn't the money") do not count. */
function topicNear(window: readonly CallSentence[]): { category: Category; from: CallSentence[] } | null {
  let best: { category: Category; from: CallSentence[] } | null = null;
  for (const category of PRIORITY) {
    const from = window.filter((sentence) => matchesAffirmed(TOPICS[category], sentence.lower));
    if (from.length > (best?.from.length ?? 0)) best = { category, from };
  }
  return best;
}

/** Objections within one customer turn: stated ones, and concerns classified by their neighbours. */
function raisesInTurn(turn: CallTurn): Raise[] {
  const sentences = turn.sentences;
  const category: (Category | null)[] = sentences.map((sentence) => (sentence.question ? null : (statedCategories(sentence)[0] ?? null)));
  sentences.forEach((sentence, index) => {
    if (category[index] || !CONCERN.test(sentence.lower)) return;
    const start = Math.max(0, index - 1);
    const window = sentences.slice(start, index + 3);
    const stated = category.slice(start, index + 3).find(Boolean);
    if (stated) {
      category[index] = stated;
      return;
    }
    const topic = topicNear(window);
    if (!topic) return;
    category[index] = topic.category;
    for (const other of topic.from) {
      const position = sentences.indexOf(other);
      if (!category[position]) category[position] = topic.category;
    }
  });
  const raises: Raise[] = [];
  let open: { raise: Raise; lastIndex: number } | null = null;
  category.forEach((found, index) => {
    const sentence = sentences[index];
    if (!found || !sentence) return;
    // One uncategorised sentence in between ("We're in the middle of an upgrade.") does not split an objection.
    if (open && open.raise.category === found && index - open.lastIndex <= 2) {
      open.raise.sentences.push(...sentences.slice(open.lastIndex + 1, index + 1));
      open.lastIndex = index;
      return;
    }
    open = { raise: { category: found, sentences: [sentence], turn: turn.index, turns: [turn.index] }, lastIndex: index };
    raises.push(open.raise);
  });
  return raises;
}

/** Seller words between two customer turns, and whether the seller only asked. */
function sellerWordsBetween(call: Call, fromTurn: number, toTurn: number): number {
  let words = 0;
  for (let index = fromTurn + 1; index < toTurn; index++) {
    const turn = call.turns[index];
    if (!turn) continue;
    if (!turn.rep) return Infinity;
    words += turn.words;
  }
  return words;
}

/** Below this many seller words in between, the customer is still explaining the same objection. */
const CONTINUATION_WORDS = 25;

/**
 * Every objection the customer side raised, in call order. A customer who goes on about the same concern
 * after a short seller prompt ("Tell me more, which part?") is still raising that one objection.
 */
export function findRaises(call: Call, labels?: CallLabels): Raise[] {
  const raises = call.turns
    .filter((turn) => !turn.rep)
    .flatMap((turn) => {
      const found = raisesInTurn(turn);
      const heard = labels ? classifiedRaise(turn, labels, found) : null;
      return heard ? [...found, heard] : found;
    });
  const merged: Raise[] = [];
  for (const raise of raises) {
    const previous = merged[merged.length - 1];
    const continues =
      previous &&
      previous.category === raise.category &&
      raise.turn > previous.turn &&
      sellerWordsBetween(call, previous.turn, raise.turn) < CONTINUATION_WORDS;
    if (continues) {
      previous.sentences.push(...raise.sentences);
      previous.turn = raise.turn;
      previous.turns.push(raise.turn);
    } else if (previous && previous.category === raise.category && previous.turn === raise.turn) {
      previous.sentences.push(...raise.sentences);
    } else {
      merged.push({ ...raise, sentences: [...raise.sentences], turns: [...raise.turns] });
    }
  }
  return merged;
}

export type { Raise } from "./raise";
