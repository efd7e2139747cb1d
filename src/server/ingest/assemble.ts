import type { Utterance } from "@shared/utterance";
import { isGenericSpeaker, labelKey } from "./labels";
import type { Segment } from "./types";

// Cues by one speaker less than this apart are one turn cut up for the screen, not two turns.
const MAX_MERGE_GAP_SECONDS = 3;
// Unlabelled subtitles are all one "speaker"; joining them without limit would make one giant block.
const MAX_UNNAMED_MERGE_CHARS = 1000;
const UNNAMED = "";

interface Building extends Utterance {
  key: string;
  fromCue: boolean;
}

function canMerge(previous: Building, segment: Segment, key: string, text: string): boolean {
  if (previous.key !== key) return false;
  const previousEnd = previous.end ?? previous.start;
  if (segment.start !== undefined && previousEnd !== undefined && segment.start - previousEnd > MAX_MERGE_GAP_SECONDS) {
    return false;
  }
  if (key !== UNNAMED) return true;
  return previous.fromCue && Boolean(segment.fromCue) && previous.text.length + text.length <= MAX_UNNAMED_MERGE_CHARS;
}

/**
 * Numbers speakers from 0 in order of first appearance (same name, any case, same speaker) and joins
 * consecutive pieces of one turn. Generic labels ("Speaker 2") keep speakers apart but name nobody.
 */
export function assemble(segments: Segment[]): { utterances: Utterance[]; speakers: string[] } {
  const speakers: string[] = [];
  const numbers = new Map<string, number>();
  const built: Building[] = [];
  let currentKey: string | undefined;
  let currentLabel = "";

  for (const segment of segments) {
    if (segment.label !== null) {
      currentKey = labelKey(segment.label);
      currentLabel = segment.label;
    }
    const key = currentKey ?? UNNAMED;
    const text = segment.text.replace(/\s+/g, " ").trim();
    if (text === "") continue;
    if (!numbers.has(key)) {
      numbers.set(key, speakers.length);
      speakers.push(isGenericSpeaker(currentLabel) ? "" : currentLabel.trim().replace(/\s+/g, " "));
    }

    const previous = built.at(-1);
    if (previous && canMerge(previous, segment, key, text)) {
      previous.text += ` ${text}`;
      if (segment.end !== undefined) previous.end = Math.max(previous.end ?? segment.end, segment.end);
      continue;
    }
    const speaker = numbers.get(key) ?? 0;
    const name = speakers[speaker];
    built.push({
      key,
      fromCue: Boolean(segment.fromCue),
      speaker,
      ...(name ? { name } : {}),
      text,
      ...(segment.start !== undefined ? { start: segment.start } : {}),
      ...(segment.end !== undefined ? { end: segment.end } : {}),
    });
  }
  return { utterances: built.map(({ key: _key, fromCue: _fromCue, ...utterance }) => utterance), speakers };
}
