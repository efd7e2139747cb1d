import type { Utterance } from "@shared/utterance";
import type { Call } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import { shippedWeights, type Weights } from "../classifier/model";
import { classifierHearsSales } from "../classifier/sales-evidence";
import { shippedSideScorer } from "../roles/seller-side";
import { hasSalesContent } from "../rules/sales-content";
import { callKind, MEETING_MIN_SPEAKERS, meetingProbability, type CallKind } from "./meeting-model";
import { CUSTOMER_EVIDENCE, meetingSignals, type MeetingSignals } from "./meeting-signals";
import { isOptOut } from "../rules/opt-out";

/** Any customer sentence the classifier takes as a buyer's (at its threshold, not only when sure), or an opt-out. */
const customerSaysAnything = (call: Call, labels: CallLabels) =>
  call.sentences.some((sentence) => !sentence.rep && (isOptOut(sentence) || CUSTOMER_EVIDENCE.some((label) => labels.said(sentence, label))));

/**
 * A buying committee: on a long call with many on the customer side, selling shows as several of them each
 * saying something a buyer says (a concern, a pain, who signs), which colleagues in a meeting rarely do.
 */
const CROWD_BUYERS = 3;
const buyersHeard = (call: Call, labels: CallLabels) =>
  new Set(
    call.sentences
      .filter((sentence) => !sentence.rep && CUSTOMER_EVIDENCE.some((label) => labels.confident(sentence, label)))
      .map((sentence) => sentence.speaker),
  ).size;

/** Whether a call is assessed as sales: yes, yes with a warning that it reads like a meeting, or no. */
export type SalesVerdict = "sales" | "meeting_like" | "not_sales";

/**
 * The v1 reading (the sales word list, rules/sales-content.ts, and the classifier sure of selling,
 * classifier/sales-evidence.ts) and the meeting model (meeting-model.ts) together:
 * - the model's "meeting" skips the call, unless both v1 readings hear selling (a long, crowded sales call
 *   looks like a meeting to the model by its size alone);
 * - a call without the sales words is skipped when the model is not sure it is sales either, and, on a
 *   two-person call, only when the customer side said nothing a buyer says (a persuasion chat has no sales
 *   words but objections and refusals; small talk has neither). The v1 reading alone skipped persuasion chats
 *   and short opt-outs: 14 of the corpus' 534 sales and persuasion calls in train+dev;
 * - a call with neither the sales words, nor the classifier hearing selling, nor anything a buyer says on
 *   the customer side (at the classifier's threshold), nor an opt-out, is skipped whatever the model says;
 * - without the model (no weights, or a Spanish call the classifier did not read) the v1 reading decides.
 */
export function salesVerdict(
  call: Call,
  labels: CallLabels | undefined,
  utterances: readonly Utterance[],
  model: Weights["meeting"] = shippedWeights().meeting,
): SalesVerdict {
  if (!labels || !model || call.sentences.length === 0) {
    return hasSalesContent(call) || (labels !== undefined && classifierHearsSales(call, labels)) ? "sales" : "not_sales";
  }
  const signals = meetingSignals(call, labels, utterances, shippedSideScorer(), model.centroids);
  const kind = callKind(meetingProbability(signals, model.model), model, signals.speakers);
  return verdictOf(salesReading(call, labels), kind, signals);
}

/** The v1 reading of an English call the classifier has read: what verdictOf weighs against the model's kind. */
export interface SalesReading {
  salesWords: boolean;
  classifierHears: boolean;
  buyers: number;
  customerSaysAnything: boolean;
}

export function salesReading(call: Call, labels: CallLabels): SalesReading {
  return {
    salesWords: hasSalesContent(call),
    classifierHears: classifierHearsSales(call, labels),
    buyers: buyersHeard(call, labels),
    customerSaysAnything: customerSaysAnything(call, labels),
  };
}

/** salesVerdict's rules once the model has read the call (exported for the cross-validated report, meeting-cv.ts). */
export function verdictOf(reading: SalesReading, kind: CallKind, signals: Pick<MeetingSignals, "speakers" | "customer_evidence_share">): SalesVerdict {
  const { salesWords, classifierHears } = reading;
  if (kind === "meeting" && !(salesWords && (classifierHears || reading.buyers >= CROWD_BUYERS))) return "not_sales";
  const crowdOrNoBuyer = signals.speakers >= MEETING_MIN_SPEAKERS || signals.customer_evidence_share === 0;
  if (!salesWords && kind !== "sales" && crowdOrNoBuyer) return "not_sales";
  // Nothing at all to assess: no sales words, the classifier hears no selling and the customer side says
  // nothing a buyer says. The model alone can call such a call sales (small talk is short and two-sided like
  // many cold calls), but then every score would be read off silence.
  if (!salesWords && !classifierHears && !reading.customerSaysAnything) return "not_sales";
  return kind === "sales" ? "sales" : "meeting_like";
}
