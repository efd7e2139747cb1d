import type { ConversationMetrics } from "@shared/analysis";
import { BENCHMARKS, onTalkBenchmark } from "@shared/benchmarks";
import { formatPercent, formatSeconds } from "./format";

/** good: inside the benchmark; watch: off it; neutral: no benchmark to hold it to. */
export type MetricStatus = "good" | "watch" | "neutral";

export interface MetricRow {
  label: string;
  value: string;
  benchmark: string;
  status: MetricStatus;
}

function talkRatioStatus(ratio: number): MetricStatus {
  return onTalkBenchmark(ratio) ? "good" : "watch";
}

/** The conversation metrics next to the ranges top reps land in, in the order a coach reads them. */
export function metricRows(metrics: ConversationMetrics, talkTimeRatio: number): MetricRow[] {
  const questions = metrics.questionsByRep;
  return [
    {
      label: "Rep talk time",
      value: formatPercent(talkTimeRatio),
      benchmark: `Top reps talk about ${formatPercent(BENCHMARKS.bestTalkRatio)}; above ${formatPercent(BENCHMARKS.highTalkRatio)} hurts`,
      status: talkRatioStatus(talkTimeRatio),
    },
    {
      label: "Questions asked by the rep",
      value: String(questions),
      benchmark: `${BENCHMARKS.questionsLow}–${BENCHMARKS.questionsHigh} in a discovery call`,
      status: questions >= BENCHMARKS.questionsLow && questions <= BENCHMARKS.questionsHigh ? "good" : "watch",
    },
    {
      label: "Longest rep monologue",
      value: formatSeconds(metrics.longestRepMonologueSeconds),
      benchmark: `Under ${formatSeconds(BENCHMARKS.monologueSeconds)}`,
      status: metrics.longestRepMonologueSeconds < BENCHMARKS.monologueSeconds ? "good" : "watch",
    },
    {
      label: "Longest customer story",
      value: formatSeconds(metrics.longestCustomerStorySeconds),
      benchmark: "Longer is better: the customer is opening up",
      status: metrics.longestCustomerStorySeconds >= BENCHMARKS.customerStorySeconds ? "good" : "watch",
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
