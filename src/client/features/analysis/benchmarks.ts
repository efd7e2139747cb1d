import type { ConversationMetrics } from "@shared/analysis";
import { formatPercent, formatSeconds } from "./format";

/** good: inside the benchmark; watch: off it; neutral: no benchmark to hold it to. */
export type MetricStatus = "good" | "watch" | "neutral";

export interface MetricRow {
  label: string;
  value: string;
  benchmark: string;
  status: MetricStatus;
}

// Public benchmarks from Gong's research on large call samples (ARCHITECTURE.md, the analysis engine).
const BEST_TALK_RATIO = { low: 0.35, high: 0.55, hurts: 0.65 };
const BEST_QUESTIONS = { low: 11, high: 14 };
const MAX_MONOLOGUE_SECONDS = 150;
const GOOD_CUSTOMER_STORY_SECONDS = 60;

function talkRatioStatus(ratio: number): MetricStatus {
  return ratio >= BEST_TALK_RATIO.low && ratio <= BEST_TALK_RATIO.high ? "good" : "watch";
}

/** The conversation metrics next to the ranges top reps land in, in the order a coach reads them. */
export function metricRows(metrics: ConversationMetrics, talkTimeRatio: number): MetricRow[] {
  const questions = metrics.questionsByRep;
  return [
    {
      label: "Rep talk time",
      value: formatPercent(talkTimeRatio),
      benchmark: `Top reps talk about 43%; above ${formatPercent(BEST_TALK_RATIO.hurts)} hurts`,
      status: talkRatioStatus(talkTimeRatio),
    },
    {
      label: "Questions asked by the rep",
      value: String(questions),
      benchmark: `${BEST_QUESTIONS.low}–${BEST_QUESTIONS.high} in a discovery call`,
      status: questions >= BEST_QUESTIONS.low && questions <= BEST_QUESTIONS.high ? "good" : "watch",
    },
    {
      label: "Longest rep monologue",
      value: formatSeconds(metrics.longestRepMonologueSeconds),
      benchmark: `Under ${formatSeconds(MAX_MONOLOGUE_SECONDS)}`,
      status: metrics.longestRepMonologueSeconds < MAX_MONOLOGUE_SECONDS ? "good" : "watch",
    },
    {
      label: "Longest customer story",
      value: formatSeconds(metrics.longestCustomerStorySeconds),
      benchmark: "Longer is better: the customer is opening up",
      status: metrics.longestCustomerStorySeconds >= GOOD_CUSTOMER_STORY_SECONDS ? "good" : "watch",
    },
    {
      label: "Questions asked by the customer",
      value: String(metrics.questionsByCustomer),
      benchmark: "Buyer questions show engagement",
      status: "neutral",
    },
    {
      label: "Interactivity",
      value: `${metrics.interactivity.toFixed(1)} switches/min`,
      benchmark: "Speaker switches per minute; higher is more of a conversation",
      status: "neutral",
    },
    {
      label: "Patience",
      value: metrics.patienceSeconds === null ? "Not measured" : `${metrics.patienceSeconds.toFixed(1)}s`,
      benchmark: "Average pause before the rep answers",
      status: "neutral",
    },
    {
      label: "Filler words",
      value: `${metrics.fillerWordsPerMinute.toFixed(1)}/min`,
      benchmark: "Um, uh, like, you know per minute of rep speech",
      status: "neutral",
    },
  ];
}
