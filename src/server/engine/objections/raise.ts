import type { CallSentence } from "../call/call";
import type { Category } from "./patterns";

/** One objection as the customer raised it: its category and the sentences that say it. */
export interface Raise {
  category: Category;
  sentences: CallSentence[];
  /** The customer turn it was (last) raised in. */
  turn: number;
  /** Every customer turn it was raised in, first to last. */
  turns: number[];
}
