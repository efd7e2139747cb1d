import type { ConversationMetrics } from "@shared/analysis";
import { BENCHMARKS } from "@shared/benchmarks";
import type { Utterance } from "@shared/utterance";
import type { TranscriptLine } from "./chunking";
import { clock } from "./clock";

/** One line per utterance: time, role and name, so the model can cite who said what and when. */
export function transcriptLines(utterances: readonly Utterance[], repSpeakers: readonly number[]): TranscriptLine[] {
  const reps = new Set(repSpeakers);
  return utterances.map((utterance) => {
    const role = reps.has(utterance.speaker) ? "rep" : "customer";
    const who = utterance.name ? `${utterance.name} (${role})` : `Speaker ${utterance.speaker} (${role})`;
    const time = utterance.start === undefined ? "" : `[${clock(utterance.start)}] `;
    return { utterance, line: `${time}${who}: ${utterance.text.replace(/\s+/g, " ").trim()}` };
  });
}

const pct = (ratio: number) => Math.round(ratio * 100);

/** Gong's public benchmarks (src/shared/benchmarks.ts), worded for the model, the same ones the local coaching cites. */
const BENCHMARK_LINES = [
  `Reps who talk about ${pct(BENCHMARKS.bestTalkRatio)}% of the time (listen ${100 - pct(BENCHMARKS.bestTalkRatio)}%) convert best; conversion falls when the rep talks more than ${pct(BENCHMARKS.highTalkRatio)}%.`,
  `${BENCHMARKS.questionsLow} to ${BENCHMARKS.questionsHigh} questions from the rep per discovery call does best.`,
  `A rep monologue longer than about ${BENCHMARKS.monologueSeconds} seconds (${BENCHMARKS.monologueSeconds / 60} minutes) loses the buyer.`,
  "Long uninterrupted customer stories (several minutes) are a good sign.",
];

export const SYSTEM_PROMPT = `You are a sales coach reviewing one recorded sales call for the rep's manager.
Answer only from the transcript. Never invent facts, names, numbers or quotes.
Evidence rules:
- Every quote must be copied word for word from one transcript line (a shorter exact excerpt is fine). Do not paraphrase inside quotation marks.
- A MEDDIC context for a Yes or Partial result is the quote in double quotes followed by its time, e.g. "we lose ten hours a week" (04:12), then one short sentence of judgement. A No result says what was missing, without quotes.
- An objection's quote is the customer's exact words; its "at" is the line's time in seconds, or null when the transcript has no times.
- A follow-up's "at" is likewise the time in seconds where it was agreed, or null; "due" is the date or deadline as said, or null.
MEDDIC is judged from the customer's words: metrics (quantified impact), economic_buyer (who signs off on budget), decision_criteria, decision_process, identify_pain, champion (someone committed to push internally). overall_score is the mean of Yes = 100, Partial = 50, No = 0.
Coaching: what went well, what could improve (issue, why it matters, recommended fix) and tips, each grounded in this call and the benchmarks. coaching_score is 0-100.`;

function metricsBlock(metrics: ConversationMetrics): string {
  const percent = Math.round(metrics.talkTimeRatio * 100);
  return [
    `Rep talk share: ${percent}%${metrics.timed ? "" : " (estimated from word counts; the transcript has no times)"}`,
    `Call length: ${clock(metrics.durationSeconds)}`,
    `Questions asked by the rep: ${metrics.questionsByRep}; by the customer: ${metrics.questionsByCustomer}`,
    `Longest rep monologue: ${Math.round(metrics.longestRepMonologueSeconds)} s`,
    `Longest customer story: ${Math.round(metrics.longestCustomerStorySeconds)} s`,
    `Speaker switches per minute: ${metrics.interactivity.toFixed(1)}`,
    `Filler words per minute: ${metrics.fillerWordsPerMinute.toFixed(1)}`,
    `Pause before the rep answers: ${metrics.patienceSeconds === null ? "unknown" : `${metrics.patienceSeconds.toFixed(1)} s`}`,
  ].join("\n");
}

export interface PromptPart {
  /** 1-based index and total when a long call is read in chunks. */
  part?: { index: number; of: number };
}

/** The user message: the exact metrics (computed by code, to be used as given), benchmarks and transcript. */
export function analysisPrompt(lines: readonly TranscriptLine[], metrics: ConversationMetrics, { part }: PromptPart = {}): string {
  const scope = part
    ? `This is part ${part.index} of ${part.of} of a long call. Analyse only this part; MEDDIC results and coaching refer to what this part shows.`
    : "This is the whole call.";
  return [
    scope,
    "Conversation metrics for the whole call, measured exactly by code (use them as given, do not recompute):",
    metricsBlock(metrics),
    "Coaching benchmarks:",
    ...BENCHMARK_LINES.map((line) => `- ${line}`),
    "Transcript (time, speaker and role):",
    ...lines.map((item) => item.line),
  ].join("\n");
}

export function mergeSummariesPrompt(summaries: readonly string[]): string {
  return [
    "These are summaries of consecutive parts of one sales call. Write one summary of the whole call",
    "(a short paragraph for the rep's manager), using only what they say:",
    ...summaries.map((summary, index) => `Part ${index + 1}: ${summary}`),
  ].join("\n");
}
