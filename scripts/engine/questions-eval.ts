/**
 * npx tsx scripts/engine/questions-eval.ts [train|dev] [--show]
 *
 * Question counting when speech-to-text drops the question marks. Each punctuated train or dev call (the
 * speech-style ones carry no truth: their questions are unmarked) is rendered as written and as a
 * speech-to-text export would give it:
 * - `asWritten`: the corpus text;
 * - `periods`: every "?" made a "." (a recogniser that punctuates but never asks);
 * - `dropped`: every "?" deleted (the sentence runs into the next);
 * - `bare`: all punctuation gone and lower-cased (splitting is then the segmenter's, segmenter/).
 * Each goes the upload path (rendered in its export format, parsed, sides detected: pipeline.ts), then the
 * engine's own buildCall with the engine's question test and computeMetrics. The truth is the corpus text: a
 * sentence ending in "?" is a question. Printed per variant: sentence precision and recall (the engine's
 * sentences and the labelled ones are matched word by word, a sentence counting as a question when most of
 * its words lie in one), and the count error of metrics.questionsByRep + questionsByCustomer against the
 * labelled count (total and mean absolute per call), and of the rep's own count (sides as labelled).
 * `--show` prints dev's missed and false questions for the `bare` variant. Test calls are never opened.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildCall } from "@server/engine/call/call";
import { computeMetrics } from "@server/engine/metrics";
import { readTranscript } from "@server/engine/call/reading";
import { corpusCallSchema, type CorpusCall } from "@tests/corpus/schema";
import { uploadedCall } from "./pipeline";
import { isSpeechStyle } from "./segmenter-trainer";

type Split = "train" | "dev";
const CORPUS = join(import.meta.dirname, "../../tests/corpus");

/** Only the named splits' files are read: the test split stays unopened. */
export function loadSplit(split: Split): CorpusCall[] {
  const ids = JSON.parse(readFileSync(join(CORPUS, "splits.json"), "utf8")) as Record<Split, string[]>;
  return ids[split].map((id) => corpusCallSchema.parse(JSON.parse(readFileSync(join(CORPUS, "calls", `${id}.json`), "utf8"))));
}

/** A sentence the writer ended with "?" (closing quotes and brackets allowed after it). */
export const MARKED_QUESTION = /\?["'”’)\]]*$/u;

export const VARIANTS = {
  asWritten: (text: string) => text,
  periods: (text: string) => text.replace(/\?/g, "."),
  dropped: (text: string) => text.replace(/\?/g, ""),
  bare: (text: string) =>
    text
      .replace(/[^\p{L}\p{N}\s'’]|(?<![\p{L}\p{N}])['’]|['’](?![\p{L}\p{N}])/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase(),
} as const;
type Variant = keyof typeof VARIANTS;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const wordsOf = (text: string) => Array.from(text.toLowerCase().replace(/’/g, "'").matchAll(WORD), (m) => m[0]);

function variantCall(call: CorpusCall, variant: Variant): CorpusCall {
  const change = VARIANTS[variant];
  return {
    ...call,
    header: variant === "bare" ? call.header.map(change) : call.header,
    turns: call.turns.map((turn) => ({ ...turn, sentences: turn.sentences.map((s) => ({ ...s, text: change(s.text) || "uh" })) })),
  };
}

/**
 * For each engine word, the index of the labelled word it is (or -1): the two word sequences are the same
 * words but for what ingestion adds or drops (a chat's "image omitted"), so on a mismatch the walk resyncs
 * at the nearest point where four words agree.
 */
function alignWords(engine: readonly string[], truth: readonly string[]): Int32Array {
  const map = new Int32Array(engine.length).fill(-1);
  const agree = (i: number, j: number) => {
    for (let k = 0; k < 4; k++) {
      const [a, b] = [engine[i + k], truth[j + k]];
      if (a === undefined && b === undefined) return k > 0;
      if (a !== b) return false;
    }
    return true;
  };
  let i = 0;
  let j = 0;
  while (i < engine.length && j < truth.length) {
    if (engine[i] === truth[j]) {
      map[i++] = j++;
      continue;
    }
    let moved = false;
    for (let skip = 1; skip <= 40 && !moved; skip++) {
      for (let a = 0; a <= skip; a++) {
        if (agree(i + a, j + skip - a)) {
          i += a;
          j += skip - a;
          moved = true;
          break;
        }
      }
    }
    if (!moved) {
      i++;
      j++;
    }
  }
  return map;
}

export interface Tally {
  calls: number;
  labelled: number;
  found: number;
  recalled: number;
  correct: number;
  metricCount: number;
  absError: number;
  repLabelled: number;
  repCounted: number;
  repAbsError: number;
  alignedWords: number;
  words: number;
}

const emptyTally = (): Tally => ({ calls: 0, labelled: 0, found: 0, recalled: 0, correct: 0, metricCount: 0, absError: 0, repLabelled: 0, repCounted: 0, repAbsError: 0, alignedWords: 0, words: 0 });

interface Shown {
  missed: string[];
  falseQuestions: string[];
}

function measure(call: CorpusCall, variant: Variant, tally: Tally, show: Shown | null): void {
  const truthWords: string[] = [];
  const truthSentence: number[] = [];
  const truthQuestion: boolean[] = [];
  const sellers = new Set(call.speakers.filter((s) => s.side === "seller").map((s) => s.name));
  let repLabelled = 0;
  for (const turn of call.turns) {
    for (const sentence of turn.sentences) {
      const question = MARKED_QUESTION.test(sentence.text.trim());
      const index = truthQuestion.length;
      truthQuestion.push(question);
      if (question && sellers.has(turn.speaker)) repLabelled++;
      for (const word of wordsOf(sentence.text)) {
        truthWords.push(word);
        truthSentence.push(index);
      }
    }
  }
  const { utterances, repSpeakers } = uploadedCall(variantCall(call, variant));
  // As engine.ts reads a transcript: one reading shared by the metrics and the call.
  const reading = readTranscript(utterances.map((u) => u.text));
  const engineCall = buildCall(utterances, repSpeakers, reading.isQuestion, reading);
  const metrics = computeMetrics(utterances, repSpeakers, reading);

  const engineWords: string[] = [];
  const engineSentence: number[] = [];
  for (const sentence of engineCall.sentences) {
    for (const word of wordsOf(sentence.text)) {
      engineWords.push(word);
      engineSentence.push(sentence.index);
    }
  }
  const map = alignWords(engineWords, truthWords);
  // Per engine sentence: aligned words, and those in a labelled question. Per labelled sentence: aligned words, and those in an engine question.
  const engineInQuestion = new Map<number, { words: number; inQuestion: number }>();
  const truthAsked = truthQuestion.map(() => ({ words: 0, asked: 0 }));
  map.forEach((j, i) => {
    if (j < 0) return;
    tally.alignedWords++;
    const e = engineSentence[i]!;
    const t = truthSentence[j]!;
    const entry = engineInQuestion.get(e) ?? { words: 0, inQuestion: 0 };
    entry.words++;
    if (truthQuestion[t]) entry.inQuestion++;
    engineInQuestion.set(e, entry);
    truthAsked[t]!.words++;
    if (engineCall.sentences[e]!.question) truthAsked[t]!.asked++;
  });
  tally.words += truthWords.length;
  tally.calls++;
  const labelled = truthQuestion.filter(Boolean).length;
  tally.labelled += labelled;
  truthQuestion.forEach((question, t) => {
    if (!question) return;
    const { words, asked } = truthAsked[t]!;
    if (words > 0 && asked * 2 > words) tally.recalled++;
    else show?.missed.push(truthText(call, t));
  });
  for (const sentence of engineCall.sentences) {
    if (!sentence.question) continue;
    tally.found++;
    const entry = engineInQuestion.get(sentence.index);
    if (entry && entry.inQuestion * 2 > entry.words) tally.correct++;
    else show?.falseQuestions.push(sentence.text);
  }
  const counted = metrics.questionsByRep + metrics.questionsByCustomer;
  tally.metricCount += counted;
  tally.absError += Math.abs(counted - labelled);
  // The rep's count with the sides as labelled, so a side-detection error is not read as a question error.
  // render.ts shows "Speaker N" for generic labels, numbered in order of first appearance.
  const shown = new Map<string, string>();
  for (const turn of call.turns) if (!shown.has(turn.speaker)) shown.set(turn.speaker, call.genericLabels ? `Speaker ${shown.size + 1}` : turn.speaker);
  const sellersShown = new Set([...sellers].map((name) => shown.get(name)));
  const labelledSellers = [...new Set(utterances.filter((u) => sellersShown.has(u.name)).map((u) => u.speaker))];
  const repCounted = computeMetrics(utterances, labelledSellers, reading).questionsByRep;
  tally.repLabelled += repLabelled;
  tally.repCounted += repCounted;
  tally.repAbsError += Math.abs(repCounted - repLabelled);
}

function truthText(call: CorpusCall, index: number): string {
  return call.turns.flatMap((turn) => turn.sentences)[index]?.text ?? "";
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function figures(t: Tally) {
  const precision = t.found ? t.correct / t.found : 1;
  const recall = t.labelled ? t.recalled / t.labelled : 1;
  return {
    calls: t.calls,
    labelled: t.labelled,
    found: t.found,
    precision: round(precision),
    recall: round(recall),
    f1: round(precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0),
    metricsCount: t.metricCount,
    countError: round((t.metricCount - t.labelled) / Math.max(1, t.labelled)),
    meanAbsErrorPerCall: round(t.absError / Math.max(1, t.calls)),
    rep: { labelled: t.repLabelled, counted: t.repCounted, meanAbsErrorPerCall: round(t.repAbsError / Math.max(1, t.calls)) },
    alignedWords: round(t.alignedWords / Math.max(1, t.words)),
  };
}

if (process.argv[1]?.endsWith("questions-eval.ts")) {
  const asked = (["train", "dev"] as const).filter((split) => process.argv.includes(split));
  const show = process.argv.includes("--show");
  for (const split of asked.length ? asked : (["train", "dev"] as const)) {
    const calls = loadSplit(split).filter((call) => !isSpeechStyle(call));
    for (const variant of Object.keys(VARIANTS) as Variant[]) {
      const tally = emptyTally();
      const shown = show && split === "dev" && variant === "bare" ? { missed: [], falseQuestions: [] } : null;
      for (const call of calls) measure(call, variant, tally, shown);
      console.log(JSON.stringify({ split, variant, ...figures(tally) }));
      if (shown) {
        for (const text of shown.missed) console.log(`  missed  ${text}`);
        for (const text of shown.falseQuestions) console.log(`  false   ${text}`);
      }
    }
  }
}
