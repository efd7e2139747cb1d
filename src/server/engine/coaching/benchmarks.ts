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
