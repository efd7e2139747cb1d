import type { Utterance } from "@shared/utterance";
import type { Call } from "../call/call";
import type { CallLabels } from "../classifier/classify-call";
import type { ModelLabel } from "../classifier/labels";
import { tokenize } from "../classifier/tokens";
import { sellerWording, type SideScorer } from "../roles/talks-like-seller";
import { salesSentenceCount } from "../rules/sales-content";
import type { MeetingModel } from "./meeting-schema";

/**
 * What the meeting model (meeting-model.ts) reads to tell an internal meeting, a class or an interview from a
 * sales conversation. Every one is measured from the call as the engine reads it, never from its topic alone:
 * a product team costing a gadget talks about price and features as much as a rep does, but nobody in it
 * sounds like a seller to a buyer, the "customer" side states few buyer's concerns, and more people talk.
 */
export const MEETING_SIGNALS = [
  "customer_evidence_share",
  "customer_evidence_mass",
  "sales_word_share",
  "sentences",
  "speakers",
  "our_side_share",
  "most_seller_like",
  "least_seller_like",
  "second_seller_like",
  "rep_question_share",
  "customer_question_share",
  "meeting_words",
] as const;
export type MeetingSignal = (typeof MEETING_SIGNALS)[number];
export type MeetingSignals = Record<MeetingSignal, number>;

/**
 * How many of each speaker's sentences the wording signals read: their mean has settled by then, and reading
 * every sentence of a 60-minute call cost 8 ms.
 */
const WORDING_SENTENCES = 60;

/**
 * Size is read only up to where the corpus has both kinds of call: its longest sales call has 178
 * sentences and few have more than six speakers, so beyond that a model would learn "long and crowded means
 * meeting" (a 60-minute sales call has 300 to 900 sentences, and speech-recognition exports often split one
 * person into several speakers).
 */
const MAX_SENTENCES = 150;
const MAX_SPEAKERS = 6;

/** The buyer's concerns a sales conversation draws out of a customer (next steps happen in meetings too). */
export const CUSTOMER_EVIDENCE: readonly ModelLabel[] = [
  "pain", "metric", "decision_criteria", "decision_process", "economic_buyer", "champion", "objection", "buying_signal", "rejection",
];

/** Word centroids of the two kinds of call (unit tf-idf vectors over `idf`'s words), fitted by `npm run train`. */
export type MeetingCentroids = MeetingModel["centroids"];

/**
 * Cosine similarity of the call's words to the meetings' centroid minus that to the sales calls': above 0, the
 * call is worded more like the corpus' meetings (stand-ups, design reviews, classes) than its sales calls.
 */
export function meetingWords(texts: Iterable<string>, centroids: MeetingCentroids): number {
  const words = wordTable(centroids);
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of tokenize(text)) if (words.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  let norm = 0;
  let meeting = 0;
  let sales = 0;
  for (const [word, count] of counts) {
    const [idf, inMeetings, inSales] = words.get(word)!;
    const value = Math.log1p(count) * idf;
    norm += value * value;
    meeting += value * inMeetings;
    sales += value * inSales;
  }
  return norm > 0 ? (meeting - sales) / Math.sqrt(norm) : 0;
}

const tables = new WeakMap<MeetingCentroids, Map<string, readonly [idf: number, meeting: number, sales: number]>>();
/** The centroids as one lookup per word, built once per weights file (record lookups cost 7 ms a long call). */
function wordTable(centroids: MeetingCentroids): Map<string, readonly [number, number, number]> {
  let table = tables.get(centroids);
  if (!table) {
    table = new Map(Object.entries(centroids.idf).map(([word, idf]) => [word, [idf, centroids.meeting[word] ?? 0, centroids.sales[word] ?? 0] as const]));
    tables.set(centroids, table);
  }
  return table;
}

/** The meeting signals of one English call the classifier has read. */
export function meetingSignals(
  call: Call,
  labels: CallLabels,
  utterances: readonly Utterance[],
  wording: SideScorer | null,
  centroids: MeetingCentroids,
): MeetingSignals {
  const sentences = Math.max(1, call.sentences.length);
  const customer = call.sentences.filter((sentence) => !sentence.rep);
  const customerCount = Math.max(1, customer.length);
  let evidence = 0;
  let mass = 0;
  for (const sentence of customer) {
    if (CUSTOMER_EVIDENCE.some((label) => labels.confident(sentence, label))) evidence++;
    for (const label of CUSTOMER_EVIDENCE) mass += labels.probability(sentence, label);
  }
  const speaking = new Set(call.turns.map((turn) => turn.speaker));
  const speakers = Math.min(speaking.size, MAX_SPEAKERS);
  const seller = wording ? [...sellerWording(utterances, wording, WORDING_SENTENCES).values()].sort((a, b) => b - a) : [];
  return {
    customer_evidence_share: evidence / customerCount,
    customer_evidence_mass: mass / customerCount,
    sales_word_share: salesSentenceCount(call) / sentences,
    sentences: Math.log1p(Math.min(call.sentences.length, MAX_SENTENCES)),
    speakers,
    our_side_share: speaking.size ? [...speaking].filter((speaker) => call.sellers.has(speaker)).length / speaking.size : 0,
    most_seller_like: seller[0] ?? 0,
    least_seller_like: seller.at(-1) ?? 0,
    second_seller_like: seller[1] ?? 0,
    rep_question_share: call.sentences.filter((sentence) => sentence.rep && sentence.question).length / sentences,
    customer_question_share: customer.filter((sentence) => sentence.question).length / sentences,
    meeting_words: meetingWords(call.sentences.map((sentence) => sentence.text), centroids),
  };
}
