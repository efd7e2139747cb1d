/**
 * Public benchmarks from Gong's research on large samples of recorded sales calls, which the coaching
 * cites next to the call's own figures (ARCHITECTURE.md, "The analysis engine").
 */
export const BENCHMARKS = {
  /** Reps who talk about 43% of the call (and listen 57%) convert best. */
  bestTalkRatio: 0.43,
  /** Conversion falls when the rep talks more than 65% of the call. */
  highTalkRatio: 0.65,
  /** 11 to 14 questions per discovery call does best. */
  questionsLow: 11,
  questionsHigh: 14,
  /** A rep monologue over about two and a half minutes loses the buyer. */
  monologueSeconds: 150,
  /** A customer story of a minute and a half or more is a good sign; several minutes better still. */
  customerStorySeconds: 90,
} as const;

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
