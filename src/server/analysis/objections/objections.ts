import type { Call } from "../call/call";
import { joinSentences, trimQuote } from "../rules/quote";
import { isAnswered } from "./answered";
import { findRaises, type Raise } from "./detect";
import type { Category } from "./patterns";

export interface FoundObjection {
  category: Category;
  quote: string;
  at: number | null;
  answered: boolean;
  /** Who raised it, for the coaching text. */
  speaker: number;
  raise: Raise;
}

const QUOTE_LIMIT = 320;

/** The customer's own words for the objection, whole sentences where they fit. */
function quoteOf(raise: Raise): string {
  const whole = joinSentences(raise.sentences);
  return whole.length <= QUOTE_LIMIT ? whole : trimQuote(whole, QUOTE_LIMIT);
}

/**
 * Objections with their category, the customer's words, when they were said and whether the seller
 * answered them (answered.ts), in call order.
 */
export function findObjections(call: Call): FoundObjection[] {
  const raises = findRaises(call);
  return raises.map((raise) => {
    const first = raise.sentences[0];
    return {
      category: raise.category,
      quote: quoteOf(raise),
      at: first?.at ?? null,
      answered: isAnswered(call, raise, raises),
      speaker: first?.speaker ?? 0,
      raise,
    };
  });
}
