import { saturate, type CallSignals } from "../scores/call-signals";

/**
 * The customer's sentiment for a sales call. VADER reads "please take me off your list, thanks" as polite
 * and "this is a lot more than we budgeted" as neutral, and it scores buyers who signed no warmer than buyers
 * who declined (train+dev: 0.546 won, 0.553 lost): a buyer who declines or leaves objections open is not a
 * happy buyer, and one who asks about start dates and takes up a next step is one. Each moves the score by
 * how sure the classifier is. Managers read the figure as a percentage, and without the warm side every
 * signed customer read 7-38% in a manager's review. Train+dev through the upload path
 * (scripts/engine/sentiment-levels.ts, 1,110-call weights, open objections as the answer model reads them):
 * won calls 0.77 on average, stalls 0.53, refusals 0.13; won/lost AUC 0.964 (VADER with the v1 penalties:
 * won 0.43, AUC 0.905). 0..1, three decimals.
 */
export function salesSentiment(vader: number | null, signals: CallSignals, unansweredObjections: number): number | null {
  if (vader === null) return null;
  const warmth = 0.25 * signals.buying_signal + 0.15 * signals.customer_next_step * (1 - signals.rejection);
  // Open objections as the screen shows them (the answer model's verdicts), so the figure and the list agree.
  const adjusted = vader + warmth - 0.4 * signals.rejection - 0.15 * saturate(unansweredObjections, 4);
  return Math.round(1000 * Math.min(1, Math.max(0, adjusted))) / 1000;
}
