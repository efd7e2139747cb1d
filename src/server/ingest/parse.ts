import { assemble } from "./assemble";
import { readSegments } from "./detect";
import { fillTimes } from "./estimate";
import { normaliseText } from "./normalise";
import type { ParsedTranscript, TranscriptFormat } from "./types";
import type { Utterance } from "@shared/utterance";

/**
 * A transcript whose first words are an hour or more in reads a wall clock (Zoom's saved captions say
 * "[Jane Doe] 10:02:33"), not a position in the recording: times count from the first words instead, so a
 * 20-minute call does not last ten hours.
 */
const WALL_CLOCK_FROM_SECONDS = 3600;
function rebaseWallClock(utterances: Utterance[]): void {
  const first = utterances.find((utterance) => utterance.start !== undefined)?.start;
  if (first === undefined || first < WALL_CLOCK_FROM_SECONDS) return;
  for (const utterance of utterances) {
    if (utterance.start !== undefined) utterance.start = Math.max(0, utterance.start - first);
    if (utterance.end !== undefined) utterance.end = Math.max(0, utterance.end - first);
  }
}

/**
 * Any transcript text to utterances. Never throws: text it cannot read as labelled speech becomes one
 * unnamed speaker's paragraphs, with times estimated from word counts.
 */
export function parseTranscript(text: string, format?: TranscriptFormat): ParsedTranscript {
  const segments = readSegments(normaliseText(text), format);
  const { utterances, speakers } = assemble(segments);
  rebaseWallClock(utterances);
  const { durationSeconds, timed } = fillTimes(utterances);
  return { utterances, speakers, durationSeconds, timed };
}
