// The analysis as other features see it: the score colour scale (SPEC §5) and the score's format. Its page: pages.ts.
export { formatAiScore, scoreTone, TONE_TEXT, type ScoreTone } from "./format";
