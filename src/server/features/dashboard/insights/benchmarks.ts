/**
 * Public benchmarks from Gong's research on large samples of recorded sales calls, shared by the
 * insights and the skill scores so both judge a call by the same yardstick.
 */
export const BENCHMARKS = {
  /** Reps who talk about 43% of the time (listen 57%) convert best. */
  talkRatio: 0.43,
  /** Above 65% rep talk time conversion falls sharply. */
  talkRatioCeiling: 0.65,
  /** 11–14 questions per discovery call does best; beyond that it turns into an interrogation. */
  questionsLow: 11,
  questionsHigh: 14,
  /** A rep monologue over about 2.5 minutes loses the buyer. */
  monologueSeconds: 150,
} as const;
