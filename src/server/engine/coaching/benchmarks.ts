import type { Call } from "../call/call";
import { list } from "../summary/summary";
import { BENCHMARKS } from "@shared/benchmarks";

/** Questions to expect from a call of this length: about one every two minutes, up to the 11 of a full discovery call. */
export function expectedQuestions(durationSeconds: number): number {
  return Math.min(BENCHMARKS.questionsLow, Math.max(2, Math.round(durationSeconds / 120)));
}

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** 95 → "1:35"; an hour or more (a chat export spans its messages) 4,000 → "1:06:40". */
export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  const mmss = (value: number) => `${Math.floor(value / 60)}:${String(value % 60).padStart(2, "0")}`;
  if (whole < 3600) return mmss(whole);
  const rest = whole % 3600;
  return `${Math.floor(whole / 3600)}:${mmss(rest).padStart(5, "0")}`;
}

/**
 * Who the talk share is of: the rep alone, or the seller side when teammates spoke too ("Your side (Jordan
 * Okafor and Lena Vogt) talked 62%"): the measured ratio is the whole side's, and "You talked" would pin a
 * solutions engineer's demo on the rep (a manager's review of fresh calls).
 */
export function sideTalked(call: Pick<Call, "names" | "sellers">): string {
  if (call.sellers.size <= 1) return "You talked";
  const names = [...call.sellers].sort((a, b) => a - b).map((speaker) => call.names.get(speaker) ?? "a teammate");
  return `Your side (${list(names)}) talked`;
}
