import type { Call } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import { joinSentences, trimQuote } from "../rules/quote";
import { isAnswered } from "./answered";
import { RAISED_AGAIN_WITHIN } from "./answer-features";
import { findRaises, type Raise } from "./detect";
import type { Category } from "./patterns";
import { isOptOut } from "../rules/opt-out";

export interface FoundObjection {
  category: Category;
  quote: string;
  at: number | null;
  answered: boolean;
  /** Who raised it, for the coaching text. */
  speaker: number;
  raise: Raise;
  /** The last customer turn that raised it. */
  lastTurn: number;
}

const QUOTE_LIMIT = 320;

/** The customer's own words for the objection, whole sentences where they fit. */
function quoteOf(raise: Raise): string {
  const whole = joinSentences(raise.sentences);
  return whole.length <= QUOTE_LIMIT ? whole : trimQuote(whole, QUOTE_LIMIT);
}

/** Customer turns strictly between two turns. */
const customerTurnsBetween = (call: Call, from: number, to: number) =>
  call.turns.slice(from + 1, to).filter((turn) => !turn.rep).length;

/** The raises (detect.ts) that are objections, i.e. not an opt-out. */
export function objectionRaises(call: Call, labels?: CallLabels): Raise[] {
  // "Please don't. Take me off your list." is an instruction to respect, not an objection to answer: coaching
  // that treats it as one tells the rep to keep pitching (a manager's review of fresh calls found exactly that).
  // The turn that opts out counts whole ("No, look, I'm not interested. Can you take us off your list?").
  const optOutTurns = new Set(call.sentences.filter(isOptOut).map((sentence) => sentence.turn));
  return findRaises(call, labels).filter((raise) => !raise.sentences.some((sentence) => isOptOut(sentence) || optOutTurns.has(sentence.turn)));
}

/**
 * Objections with their category (the rules' and, given the classifier's labels, those it hears too), the customer's words, when they were said and whether the seller
 * answered them (answered.ts), in call order. A customer who comes back to the same concern within
 * RAISED_AGAIN_WITHIN turns is still raising that one objection: it is reported once, in the words they
 * first used, and it counts as answered only if the last time it came up was answered.
 */
export function findObjections(call: Call, labels?: CallLabels): FoundObjection[] {
  const raises = objectionRaises(call, labels);
  const found: FoundObjection[] = [];
  raises.forEach((raise) => {
    const answered = isAnswered(call, raise, raises, labels);
    const first = raise.sentences[0];
    const earlier = found.find(
      (objection) => objection.category === raise.category && customerTurnsBetween(call, objection.lastTurn, first?.turn ?? raise.turn) < RAISED_AGAIN_WITHIN,
    );
    if (earlier) {
      earlier.answered = answered;
      earlier.lastTurn = raise.turn;
      return;
    }
    found.push({
      category: raise.category,
      quote: quoteOf(raise),
      at: first?.at ?? null,
      answered,
      speaker: first?.speaker ?? 0,
      raise,
      lastTurn: raise.turn,
    });
  });
  return found;
}
