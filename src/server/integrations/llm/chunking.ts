import type { Utterance } from "@shared/utterance";

/** The usual rule of thumb for English text with OpenAI's and Anthropic's tokenizers. */
export const CHARS_PER_TOKEN = 4;

export const estimateTokens = (text: string) => Math.ceil(text.length / CHARS_PER_TOKEN);

/**
 * Splits the transcript lines into consecutive chunks that each fit the token budget. A line is never
 * cut in half (a quote must stay whole to be verified), so a single line longer than the budget makes
 * a chunk of its own.
 */
export function chunkLines<T extends { line: string }>(lines: readonly T[], maxTokens: number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let used = 0;
  for (const item of lines) {
    const cost = estimateTokens(item.line) + 1;
    if (current.length > 0 && used + cost > maxTokens) {
      chunks.push(current);
      current = [];
      used = 0;
    }
    current.push(item);
    used += cost;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export interface TranscriptLine {
  utterance: Utterance;
  line: string;
}
