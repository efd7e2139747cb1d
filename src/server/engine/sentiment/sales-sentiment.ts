import type { CallSignals } from "../scores/call-signals";

/**
 * The customer's sentiment for a sales call. VADER reads "please take me off your list, thanks" as polite
 * and "this is a lot more than we budgeted" as neutral; a buyer who declines or leaves objections open is
 * not a happy buyer, so each pulls the score down by how sure the classifier is. 0..1, three decimals.
 */
export function salesSentiment(vader: number | null, signals: CallSignals): number | null {
  if (vader === null) return null;
  const adjusted = vader - 0.4 * signals.rejection - 0.15 * signals.unresolved_objections;
  return Math.round(1000 * Math.min(1, Math.max(0, adjusted))) / 1000;
}
