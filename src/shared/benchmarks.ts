/**
 * Public benchmarks from Gong's research on large samples of recorded sales calls. The engine's coaching and
 * scores, the dashboard insights and skill scores, the model prompt and the analysis screen all read these,
 * so every part of Rapport holds a call to the same yardstick.
 */
export const BENCHMARKS = {
  /** Reps who talk about 43% of the call (and listen 57%) convert best. */
  bestTalkRatio: 0.43,
  /** Talk shares within this distance of the best one (33% to 53%) count as on the benchmark. */
  talkRatioBand: 0.1,
  /** Conversion falls when the rep talks more than 65% of the call. */
  highTalkRatio: 0.65,
  /** 11 to 14 questions per discovery call does best; beyond that it turns into an interrogation. */
  questionsLow: 11,
  questionsHigh: 14,
  /** A rep monologue over about two and a half minutes loses the buyer. */
  monologueSeconds: 150,
  /** A customer story of a minute and a half or more is a good sign; several minutes better still. */
  customerStorySeconds: 90,
} as const;

/** Whether a rep's talk share sits within the band around the best one. */
export const onTalkBenchmark = (ratio: number): boolean =>
  Math.abs(ratio - BENCHMARKS.bestTalkRatio) <= BENCHMARKS.talkRatioBand + 1e-9;
