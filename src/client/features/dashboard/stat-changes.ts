import type { StatChanges } from "@shared/dashboard";
import { oneDecimal } from "./format";

export type ChangeType = "positive" | "negative" | "neutral";

/** What a card says under its value: a change "vs last month", or that there is nothing to compare. */
export type CardChange = { text: string; type: ChangeType } | "no data last month";

const signed = (n: number, unit: string) => `${n > 0 ? "+" : ""}${oneDecimal(n)}${unit}`;
const kind = (n: number): ChangeType => (n > 0 ? "positive" : n < 0 ? "negative" : "neutral");

/**
 * A card's change from the server's comparison (stats-changes.ts beside the SQL): percents for the call
 * count and duration, percentage points for the conversion rate, points for the AI score. Up is
 * green and down red for every card, as the original's "-2.1%" duration was red.
 */
export function cardChange(change: number | null, unit: "%" | " pts" | ""): CardChange {
  return change === null ? "no data last month" : { text: signed(change, unit), type: kind(change) };
}

/** The four cards' changes, in the cards' order; undefined while the figures load. */
export function cardChanges(changes: StatChanges | undefined) {
  if (!changes) return undefined;
  return {
    totalCalls: cardChange(changes.totalCalls, "%"),
    conversionRate: cardChange(changes.conversionRate, " pts"),
    avgDuration: cardChange(changes.avgDuration, "%"),
    aiScore: cardChange(changes.aiScore, ""),
  };
}
