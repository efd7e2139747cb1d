import { parseClock } from "./timecode";

/** One WebVTT or SRT cue: its times and its raw payload lines (tags still in). */
export interface Cue {
  start: number;
  end: number;
  lines: string[];
}

const TIMING = /^\s*(\S+)\s*-->\s*(\S+)/;
// Cue identifiers: SRT's running number, Teams' "uuid/12-0", or any id glued to the next timing line.
const CUE_ID = /^(?:\d+|[0-9a-f-]{8,}\/\d+-\d+)$/i;

export function parseTiming(line: string): { start: number; end: number } | undefined {
  if (!line.includes("-->")) return undefined;
  const match = TIMING.exec(line);
  const start = match?.[1] === undefined ? undefined : parseClock(match[1]);
  const end = match?.[2] === undefined ? undefined : parseClock(match[2]);
  if (start === undefined || end === undefined) return undefined;
  return { start, end: Math.max(start, end) };
}

/**
 * Reads cues by their timing lines: everything from a timing line to the next blank line is payload.
 * Whatever sits between cues (the WEBVTT header, NOTE, STYLE and REGION blocks, identifiers) is skipped,
 * and a file that forgot the blank line between cues still splits at the next timing line.
 */
export function readCues(text: string): Cue[] {
  const cues: Cue[] = [];
  let current: Cue | undefined;
  for (const line of text.split("\n")) {
    const timing = parseTiming(line);
    if (timing) {
      const last = current?.lines.at(-1);
      if (current && last !== undefined && CUE_ID.test(last.trim())) current.lines.pop();
      current = { ...timing, lines: [] };
      cues.push(current);
    } else if (line.trim() === "") {
      current = undefined;
    } else if (current) {
      current.lines.push(line);
    }
  }
  return cues;
}

/** How many lines look like cue timings (up to `stopAt`); each line is looked at once, so it stays linear. */
export function countTimingLines(text: string, stopAt = 2): number {
  let count = 0;
  let from = 0;
  while (count < stopAt) {
    const arrow = text.indexOf("-->", from);
    if (arrow === -1) break;
    const lineStart = text.lastIndexOf("\n", arrow) + 1;
    const newline = text.indexOf("\n", arrow);
    const lineEnd = newline === -1 ? text.length : newline;
    if (parseTiming(text.slice(lineStart, lineEnd))) count += 1;
    from = lineEnd + 1;
  }
  return count;
}
