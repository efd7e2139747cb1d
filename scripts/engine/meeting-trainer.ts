import { writeFileSync } from "node:fs";
import type { Utterance } from "@shared/utterance";
import { buildCall, type Call } from "@server/engine/call/call";
import { MEETING_SIGNALS, meetingSignals, type MeetingCentroids, type MeetingSignal, type MeetingSignals } from "@server/engine/call-kind/meeting-signals";
import { MEETING_MIN_SPEAKERS, type MeetingModel } from "@server/engine/call-kind/meeting-model";
import { classifyCall, type CallLabels } from "@server/engine/classifier/classify-call";
import { applyLinear, createClassifier, type Weights } from "@server/engine/classifier/model";
import { tokenize } from "@server/engine/classifier/tokens";
import { isQuestion } from "@server/engine/questions";
import { sideScorer } from "@server/engine/roles/talks-like-seller";
import type { CorpusCall } from "@tests/corpus/schema";
import { fitLinear } from "./linear-fit";
import { uploadedCall } from "./pipeline";
import { trainSideModel } from "./side-trainer";

/** A word must occur in this many training calls to count: rarer ones name one call's company. */
const MIN_CALLS = 5;
/** Centroid weights below this are dropped from the file; they change no decision. */
const NEGLIGIBLE = 0.004;
const L2 = 0.03;
/**
 * The cut-offs are read off cross-validated predictions: `sure` lets at most this share of the sales calls
 * with MEETING_MIN_SPEAKERS or more through (1 in 200: a sales call taken for a meeting loses its whole
 * assessment), `likely` this share of all sales calls (it only adds a warning).
 */
const SURE_SALES_SHARE = 0.005;
const LIKELY_SALES_SHARE = 0.02;
/**
 * Floors under the cut-offs. The corpus holds about one meeting to sixteen sales calls, so the fitted
 * probabilities run low and the cross-validated cut-offs land well under one half.
 */
const SURE_FLOOR = 0.2;
const LIKELY_FLOOR = 0.1;

export const isMeeting = (call: CorpusCall) => call.callType === "non_sales";
const textsOf = (call: CorpusCall) => call.turns.flatMap((turn) => turn.sentences.map((sentence) => sentence.text));
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Unit tf-idf centroids of the meetings and of the sales calls, over words seen in MIN_CALLS calls. */
export function fitMeetingCentroids(calls: readonly CorpusCall[]): MeetingCentroids {
  const documentFrequency = new Map<string, number>();
  for (const call of calls) for (const word of new Set(textsOf(call).flatMap(tokenize))) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const idf: Record<string, number> = {};
  for (const [word, count] of documentFrequency) if (count >= MIN_CALLS) idf[word] = round(Math.log(calls.length / (1 + count)));
  const centroid = (group: readonly CorpusCall[]) => {
    const sum = new Map<string, number>();
    for (const call of group) {
      const counts = new Map<string, number>();
      for (const word of textsOf(call).flatMap(tokenize)) if (Object.hasOwn(idf, word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      const vector = [...counts].map(([word, count]) => [word, Math.log1p(count) * idf[word]!] as const);
      const norm = Math.sqrt(vector.reduce((total, [, value]) => total + value * value, 0)) || 1;
      for (const [word, value] of vector) sum.set(word, (sum.get(word) ?? 0) + value / norm);
    }
    const norm = Math.sqrt([...sum.values()].reduce((total, value) => total + value * value, 0)) || 1;
    const out: Record<string, number> = {};
    for (const [word, value] of sum) if (value / norm >= NEGLIGIBLE) out[word] = round(value / norm);
    return out;
  };
  return { idf, meeting: centroid(calls.filter(isMeeting)), sales: centroid(calls.filter((call) => !isMeeting(call))) };
}

const probability = (model: MeetingModel["model"], signals: MeetingSignals) => 1 / (1 + Math.exp(-applyLinear(model, signals).value));

/** The probability above which at most `share` of the sales calls' held-out probabilities lie. */
function cutOff(salesProbabilities: readonly number[], share: number, floor: number): number {
  const sorted = [...salesProbabilities].sort((a, b) => b - a);
  const allowed = Math.floor(share * sorted.length);
  return round(Math.min(0.99, Math.max(floor, (sorted[allowed] ?? 0) + 0.001)));
}

/** What the trainer and the CV report (meeting-cv.ts) see of one call read by a fold's models. */
export interface HeldOutRead {
  call: Call;
  labels: CallLabels;
  utterances: Utterance[];
}

/**
 * Each call's meeting signals from a sentence classifier, a side model and word centroids that never saw it
 * (the fold models train.ts already made), through the upload path (rendered, parsed, roles detected), so the
 * model learns from what the engine will see on a new call. `onRead` sees each call as its fold read it.
 */
export function crossFittedMeetingSignals(
  calls: readonly CorpusCall[],
  folds: readonly number[],
  foldWeights: readonly Weights[],
  onRead?: (index: number, read: HeldOutRead) => void,
): MeetingSignals[] {
  const signals: MeetingSignals[] = new Array(calls.length);
  for (let fold = 0; fold < foldWeights.length; fold++) {
    const seen = calls.filter((_, i) => folds[i] !== fold);
    const centroids = fitMeetingCentroids(seen);
    const wording = sideScorer(trainSideModel(seen));
    const classifier = createClassifier(foldWeights[fold]!);
    calls.forEach((call, i) => {
      if (folds[i] !== fold) return;
      const { utterances, repSpeakers } = uploadedCall(call);
      const engineCall = buildCall(utterances, repSpeakers, isQuestion);
      const labels = classifyCall(engineCall, classifier);
      signals[i] = meetingSignals(engineCall, labels, utterances, wording, centroids);
      onRead?.(i, { call: engineCall, labels, utterances });
    });
  }
  return signals;
}

/** Held-out meeting probabilities (a second cross-validation over the cross-fitted signals) and the cut-offs read off them. */
export interface MeetingCrossValidation {
  heldOut: number[];
  likely: number;
  sure: number;
}

export function crossValidateMeeting(
  signals: readonly MeetingSignals[],
  targets: readonly number[],
  folds: readonly number[],
  names: readonly MeetingSignal[] = MEETING_SIGNALS,
): MeetingCrossValidation {
  const rowOf = (row: MeetingSignals) => names.map((name) => row[name]);
  const foldCount = Math.max(...folds) + 1;
  const heldOut = new Array<number>(signals.length);
  for (let fold = 0; fold < foldCount; fold++) {
    const fit = fitLinear(names, signals.filter((_, i) => folds[i] !== fold).map(rowOf), targets.filter((_, i) => folds[i] !== fold), "logistic", L2);
    signals.forEach((row, i) => {
      if (folds[i] === fold) heldOut[i] = probability(fit, row);
    });
  }
  const skippable = (i: number) => signals[i]!.speakers >= MEETING_MIN_SPEAKERS;
  const sure = cutOff(heldOut.filter((_, i) => !targets[i] && skippable(i)), SURE_SALES_SHARE, SURE_FLOOR);
  const likely = Math.min(sure, cutOff(heldOut.filter((_, i) => !targets[i]), LIKELY_SALES_SHARE, LIKELY_FLOOR));
  return { heldOut, likely, sure };
}

/** The cross-validated figures train.ts prints: meetings taken as meetings or warned on, sales calls likewise. */
export function meetingReport(signals: readonly MeetingSignals[], targets: readonly number[], { heldOut, likely, sure }: MeetingCrossValidation): string {
  const skippable = (i: number) => signals[i]!.speakers >= MEETING_MIN_SPEAKERS;
  const count = (test: (p: number, i: number) => boolean) => heldOut.filter(test).length;
  const meetings = targets.filter(Boolean).length;
  return (
    `meeting model, cross-validated: meetings taken as meetings ${count((p, i) => targets[i] === 1 && p >= sure && skippable(i))}/${meetings}, ` +
    `warned ${count((p, i) => targets[i] === 1 && p >= likely)}/${meetings}; sales calls taken as meetings ` +
    `${count((p, i) => targets[i] === 0 && p >= sure && skippable(i))}/${targets.length - meetings}, warned ${count((p, i) => targets[i] === 0 && p >= likely)} (sure ${sure}, likely ${likely})`
  );
}

/**
 * The meeting model (call-kind/), fitted on cross-fitted signals (crossFittedMeetingSignals); the cut-offs
 * come from a second cross-validation over those signals.
 */
export function fitMeetingModel(calls: readonly CorpusCall[], folds: readonly number[], foldWeights: readonly Weights[]): MeetingModel {
  const signals = crossFittedMeetingSignals(calls, folds, foldWeights);
  // MEETING_DUMP=file writes the cross-fitted signals, MEETING_DEBUG=1 the held-out probabilities: for studying
  // new signals without retraining the fold models (scripts/engine/meeting-cv.ts does both and more).
  if (process.env.MEETING_DUMP) {
    writeFileSync(process.env.MEETING_DUMP, JSON.stringify(calls.map((call, i) => ({ id: call.id, fold: folds[i], y: isMeeting(call) ? 1 : 0, ...signals[i] }))));
  }
  return meetingModelFrom(calls, signals, folds);
}

/** The model and its cut-offs from each call's cross-fitted signals (in the order of `calls`). */
export function meetingModelFrom(calls: readonly CorpusCall[], signals: readonly MeetingSignals[], folds: readonly number[]): MeetingModel {
  const targets = calls.map((call) => (isMeeting(call) ? 1 : 0));
  const cv = crossValidateMeeting(signals, targets, folds);
  console.error(meetingReport(signals, targets, cv));
  const { heldOut, likely, sure } = cv;
  if (process.env.MEETING_DEBUG) {
    console.error(`  sales calls' top: ${heldOut.filter((_, i) => !targets[i]).sort((a, b) => b - a).slice(0, 25).map(round).join(" ")}`);
    console.error(`  meetings: ${heldOut.filter((_, i) => targets[i]).sort((a, b) => b - a).map(round).join(" ")}`);
  }
  for (const [i, p] of heldOut.entries()) if (!targets[i] && p >= likely) console.error(`  sales call read as a meeting: ${calls[i]!.id} p=${round(p)}`);
  const model = fitLinear(MEETING_SIGNALS, signals.map((row) => MEETING_SIGNALS.map((name) => row[name])), targets, "logistic", L2);
  return { centroids: fitMeetingCentroids(calls), model, likely, sure };
}
