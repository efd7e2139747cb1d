import { countLabel, labelKey, newTally, splitInlineLabel, trustedLabels } from "./labels";
import { isOtterFooter, splitNameTime } from "./otter";
import { splitLeadingTime } from "./timecode";
import type { Segment } from "./types";

/**
 * Line-oriented transcripts: "Name: text", "[00:01:23] Name: text", "00:01:23 Name: text", Otter's
 * "Name  0:03" headers, "Speaker 1:" labels, time-prefixed lines without names, and plain paragraphs.
 */

interface Line {
  full: string;
  time?: number;
  /** The time came from a "[00:01:23]" prefix (believed only when the file repeats it). */
  prefixed: boolean;
  afterTime: string;
  label?: string;
  rest: string;
}

// A title block ("Discovery call, Acme, 3 Nov") above the first speaker is not speech; more than this is.
const PREAMBLE_MAX_WORDS = 30;

function classify(raw: string): Line | undefined {
  const full = raw.trim();
  if (full === "" || isOtterFooter(full)) return undefined;
  const lead = splitLeadingTime(full);
  const afterTime = lead ? lead.rest : full;
  const inline = splitInlineLabel(afterTime);
  if (inline) return { full, time: lead?.time, prefixed: Boolean(lead), afterTime, label: inline.name, rest: inline.rest };
  if (!lead) {
    const header = splitNameTime(full);
    if (header) return { full, time: header.time, prefixed: false, afterTime, label: header.name, rest: header.rest };
  }
  return { full, time: lead?.time, prefixed: Boolean(lead), afterTime, rest: afterTime };
}

function wordCount(parts: string[]): number {
  return parts.reduce((sum, part) => sum + part.split(/\s+/).filter(Boolean).length, 0);
}

export function parseLabelledLines(text: string, strongNames: Iterable<string> = []): Segment[] {
  const lines = text.split("\n").map(classify);
  const tally = newTally();
  for (const name of strongNames) tally.strong.add(labelKey(name));
  let prefixedTimes = 0;
  for (const line of lines) {
    if (!line) continue;
    // A time on a line of its own belongs to the turn below; it is not a line of speech.
    if (!(line.prefixed && line.afterTime === "")) tally.contentLines += 1;
    if (line.label) countLabel(tally, line.label);
    if (line.prefixed) prefixedTimes += 1;
  }
  const trusted = trustedLabels(tally);
  const labelled = trusted.size > 0;
  const timesTrusted = prefixedTimes >= 2;

  const segments: Array<Segment & { parts: string[] }> = [];
  const preamble: string[] = [];
  let current: (typeof segments)[number] | undefined;
  let seenLabel = false;
  let paragraphBreak = false;
  let pendingStart: number | undefined;

  const open = (label: string | null, first: string, start: number | undefined) => {
    current = { label, text: "", parts: first ? [first] : [], start: start ?? pendingStart };
    pendingStart = undefined;
    segments.push(current);
  };

  for (const line of lines) {
    if (!line) {
      paragraphBreak = true;
      continue;
    }
    const isSpeaker = line.label !== undefined && trusted.has(labelKey(line.label));
    const time = line.prefixed && !timesTrusted && !isSpeaker ? undefined : line.time;
    if (isSpeaker && line.label) {
      if (!seenLabel && wordCount(preamble) > PREAMBLE_MAX_WORDS) segments.unshift({ label: null, text: "", parts: preamble });
      seenLabel = true;
      open(line.label, line.rest, time);
    } else if (time !== undefined && line.prefixed && line.afterTime === "") {
      pendingStart = time;
    } else if (time !== undefined && line.prefixed) {
      open(null, line.afterTime, time);
    } else if (labelled && !seenLabel && !current) {
      preamble.push(line.full);
    } else if (current && (labelled || !paragraphBreak)) {
      current.parts.push(line.full);
    } else {
      open(null, line.full, undefined);
    }
    paragraphBreak = false;
  }
  if (labelled && !seenLabel) segments.unshift({ label: null, text: "", parts: preamble });

  return segments.map(({ parts, ...segment }) => ({ ...segment, text: parts.join(" ") }));
}
