// vader-sentiment ships no types. Only what the engine uses is declared.
declare module "vader-sentiment" {
  interface PolarityScores {
    neg: number;
    neu: number;
    pos: number;
    compound: number;
  }
  const vader: { SentimentIntensityAnalyzer: { polarity_scores(text: string): PolarityScores } };
  export default vader;
}

declare module "vader-sentiment/src/vader_lexicon.js" {
  export const lexicon: Record<string, number>;
}
