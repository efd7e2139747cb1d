import { BENCHMARKS } from "@shared/benchmarks";

/** Questions to expect from a call of this length: about one every two minutes, up to the 11 of a full discovery call. */
export function expectedQuestions(durationSeconds: number): number {
  return Math.min(BENCHMARKS.questionsLow, Math.max(2, Math.round(durationSeconds / 120)));
}

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** 95 → "1:35". */
export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
