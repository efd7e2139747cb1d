/**
 * Trains the sentence-boundary model for unpunctuated runs (src/server/engine/segmenter/segment.ts) on the
 * corpus' train+dev calls: each turn's labelled sentences, their sentence-final punctuation stripped, are
 * joined, and the gold boundaries are where the labelled sentences met. `npm run train` calls
 * writeBoundaryModel; `npx tsx scripts/engine/segmenter-trainer.ts --cv` prints the 5-fold figures the
 * threshold and trigger length were chosen by. The test split is never read here.
 */
import { writeFileSync } from "node:fs";
import { gapFeatures, runWords } from "@server/engine/segmenter/boundary-features";
import { BOUNDARY_WEIGHTS_FILE, isUnpunctuated, runSegmenter, type BoundaryModel } from "@server/engine/segmenter/segment";
import { splitSentences } from "@server/engine/text";
import { loadCorpus } from "@tests/corpus/load";
import type { CorpusCall } from "@tests/corpus/schema";
import { seededRandom } from "../demo/script";
import { fitSparseLogistic, type SparseLogisticOptions } from "./sparse-logistic";

/** minCount 12 and the 0.1 pruning keep the file under 300 KB (minCount 3 and 0.01 made 1.1 MB, for 0.013 more 5-fold F1 on the 469-call corpus). */
export const BOUNDARY_TRAIN_OPTIONS: SparseLogisticOptions = { epochs: 8, learningRate: 0.1, l2: 1e-5, minCount: 12, seed: 13 };
/**
 * Chosen by the 5-fold run over train+dev (--cv; 589 calls, 118 in speech-recognition style): the threshold
 * whose sentence count in those calls' turns is nearest the labels' (5,289 vs 5,390; splitSentences alone
 * 3,600), boundary F1 0.400 there (splitSentences 0.010). 0.3 scores 0.430 but finds 8% more sentences than
 * labelled. A length trigger (segment only runs of more than N words) was tried: N = 6, 10, 15, 20 each lost
 * F1 and brought the count further from the labels.
 */
export const BOUNDARY_THRESHOLD = 0.4;

/** A sentence's own . ! ? or … (and a closing quote) at its end: what a speech-recognition export leaves out. */
const FINAL_PUNCTUATION = /[.!?…]+["”'’)\]]*$/u;
const round = (value: number) => Math.round(value * 100) / 100;
/** A weight smaller than this moves a gap's log-odds by less than a tenth: kept, it would only grow the file. */
const NEGLIGIBLE = 0.1;

/** Each turn's sentences, as the text the model sees at run time, with the word counts of its sentences. */
export function turnRuns(call: CorpusCall): { text: string; sentenceWords: number[] }[] {
  return call.turns.map((turn) => {
    const sentences = turn.sentences.map((s) => s.text.trim().replace(FINAL_PUNCTUATION, "").trim()).filter((s) => runWords(s).length > 0);
    return { text: sentences.join(" "), sentenceWords: sentences.map((s) => runWords(s).length) };
  });
}

function examplesOf(calls: readonly CorpusCall[]): { lists: string[][]; targets: number[] } {
  const lists: string[][] = [];
  const targets: number[] = [];
  for (const call of calls) {
    for (const run of turnRuns(call)) {
      // Lower-cased, as the runs the model reads mostly are (see gapFeatures).
      const words = runWords(run.text.toLowerCase());
      const ends = new Set<number>();
      let total = 0;
      for (const count of run.sentenceWords) ends.add((total += count) - 1);
      let since = 1;
      for (let i = 0; i < words.length - 1; i++) {
        lists.push(gapFeatures(words, i, since));
        const boundary = ends.has(i) ? 1 : 0;
        targets.push(boundary);
        since = boundary ? 1 : since + 1;
      }
    }
  }
  return { lists, targets };
}

export function trainBoundaryModel(calls: readonly CorpusCall[], threshold = BOUNDARY_THRESHOLD, options = BOUNDARY_TRAIN_OPTIONS): BoundaryModel {
  const { lists, targets } = examplesOf(calls);
  const fit = fitSparseLogistic(lists, targets, options);
  const kept = fit.features.map((feature, i) => [feature, round(fit.weights[i]!)] as const).filter(([, w]) => Math.abs(w) >= NEGLIGIBLE);
  return {
    features: kept.map(([feature]) => feature),
    weights: kept.map(([, w]) => w),
    bias: round(fit.bias),
    threshold,
    trainedOn: { calls: calls.length, gaps: lists.length },
  };
}

/** A call whose labelled sentences mostly (≥ 80%) lack sentence-final punctuation: speech-recognition style. */
export function isSpeechStyle(call: CorpusCall): boolean {
  const sentences = call.turns.flatMap((turn) => turn.sentences);
  return sentences.filter((s) => !FINAL_PUNCTUATION.test(s.text.trim())).length >= 0.8 * sentences.length;
}

export interface BoundaryCounts {
  found: number;
  gold: number;
  right: number;
  sentencesFound: number;
  sentencesLabelled: number;
}

const emptyCounts = (): BoundaryCounts => ({ found: 0, gold: 0, right: 0, sentencesFound: 0, sentencesLabelled: 0 });

/** Word positions after which a sentence ends, from consecutive sentences' texts (the last one's end excluded). */
function endsOf(sentences: readonly string[]): Set<number> {
  const ends = new Set<number>();
  let total = 0;
  sentences.slice(0, -1).forEach((sentence) => ends.add((total += runWords(sentence).length) - 1));
  return ends;
}

/**
 * Boundaries inside turns: the labelled ones against splitSentences' (split = null) or splitSentences'
 * with the boundary model on the runs of an unpunctuated call, on each turn's text as an upload carries it.
 */
export function countBoundaries(calls: readonly CorpusCall[], split: ((piece: string) => string[]) | null, counts = emptyCounts()): BoundaryCounts {
  for (const call of calls) {
    const texts = call.turns.map((turn) => turn.sentences.map((s) => s.text.trim()).join(" "));
    const segment = split !== null && isUnpunctuated(texts);
    for (const turn of call.turns) {
      const labelled = turn.sentences.map((s) => s.text.trim());
      const found = splitSentences(labelled.join(" ")).flatMap((piece) => (segment ? split(piece) : [piece]));
      const gold = endsOf(labelled);
      const predicted = endsOf(found);
      counts.gold += gold.size;
      counts.found += predicted.size;
      for (const end of predicted) if (gold.has(end)) counts.right++;
      counts.sentencesFound += found.length;
      counts.sentencesLabelled += labelled.length;
    }
  }
  return counts;
}

export function boundaryFigures(counts: BoundaryCounts) {
  const precision = counts.found ? counts.right / counts.found : 0;
  const recall = counts.gold ? counts.right / counts.gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  return { precision: round3(precision), recall: round3(recall), f1: round3(f1), sentencesFound: counts.sentencesFound, sentencesLabelled: counts.sentencesLabelled };
}

export function writeBoundaryModel(calls: readonly CorpusCall[]): BoundaryModel {
  const model = trainBoundaryModel(calls);
  writeFileSync(BOUNDARY_WEIGHTS_FILE, JSON.stringify(model) + "\n");
  console.error(`wrote ${BOUNDARY_WEIGHTS_FILE}: ${model.features.length} features, ${(JSON.stringify(model).length / 1024).toFixed(0)} KB`);
  return model;
}

/** 5-fold over train+dev calls: each fold's model segments the calls it did not see, at each threshold. */
function crossValidate(calls: readonly CorpusCall[]) {
  const next = seededRandom(11);
  const folds = calls.map(() => Math.floor(next() * 5));
  const thresholds = [0.3, 0.4, 0.5, 0.6, 0.7];
  const key = (t: number, group: string) => `${t}|${group}`;
  const counts = new Map<string, BoundaryCounts>();
  const baseline = { speech: emptyCounts(), other: emptyCounts() };
  for (let fold = 0; fold < 5; fold++) {
    const held = calls.filter((_, i) => folds[i] === fold);
    const model = trainBoundaryModel(calls.filter((_, i) => folds[i] !== fold));
    for (const call of held) countBoundaries([call], null, isSpeechStyle(call) ? baseline.speech : baseline.other);
    for (const threshold of thresholds) {
      const segmenter = runSegmenter({ ...model, threshold });
      for (const call of held) {
        const k = key(threshold, isSpeechStyle(call) ? "speech" : "other");
        counts.set(k, countBoundaries([call], segmenter.split, counts.get(k) ?? emptyCounts()));
      }
    }
    console.error(`fold ${fold}: ${held.length} held-out calls, ${model.features.length} features, ${(JSON.stringify(model).length / 1024).toFixed(0)} KB`);
  }
  const speechCalls = calls.filter(isSpeechStyle).length;
  console.log(`train+dev: ${calls.length} calls, ${speechCalls} in speech-recognition style`);
  console.log(`splitSentences alone: speech-style ${JSON.stringify(boundaryFigures(baseline.speech))} other ${JSON.stringify(boundaryFigures(baseline.other))}`);
  for (const threshold of thresholds) {
    const speech = counts.get(key(threshold, "speech"))!;
    const other = counts.get(key(threshold, "other"))!;
    console.log(`threshold ${threshold}: speech-style ${JSON.stringify(boundaryFigures(speech))} other ${JSON.stringify(boundaryFigures(other))}`);
  }
}

if (process.argv[1]?.endsWith("segmenter-trainer.ts")) {
  const calls = [...loadCorpus("train"), ...loadCorpus("dev")];
  if (process.argv.includes("--cv")) crossValidate(calls);
  else writeBoundaryModel(calls);
}
