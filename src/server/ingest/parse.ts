import { assemble } from "./assemble";
import { readSegments } from "./detect";
import { fillTimes } from "./estimate";
import { normaliseText } from "./normalise";
import type { ParsedTranscript, TranscriptFormat } from "./types";

/**
 * Any transcript text to utterances. Never throws: text it cannot read as labelled speech becomes one
 * unnamed speaker's paragraphs, with times estimated from word counts.
 */
export function parseTranscript(text: string, format?: TranscriptFormat): ParsedTranscript {
  const segments = readSegments(normaliseText(text), format);
  const { utterances, speakers } = assemble(segments);
  const { durationSeconds, timed } = fillTimes(utterances);
  return { utterances, speakers, durationSeconds, timed };
}
