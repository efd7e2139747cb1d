import { countLabel, isSectionTitle, labelKey, type LabelTally, newTally, splitInlineLabel, trustedLabels } from "./labels";
import { isBareName, isToolFooter, splitNameTime } from "./otter";
import { readsAsWallClock, toWallClock } from "./minute-clock";
import { readLeadingTime } from "./timecode";
import type { Segment } from "./types";

/**
 * Line-oriented transcripts: "Name: text", "[00:01:23] Name: text", "00:01:23 Name: text", Otter's
 * "Name  0:03" headers, "Speaker 1:" labels, time-prefixed lines without names, and plain paragraphs.
 */

interface Line {
  full: string;
  time?: number;
  /** The time as written ("09:41", "00:09:41"), to tell a wall clock from a position in the recording. */
  clock?: string;
  /** The time came from a "[00:01:23]" prefix (believed only when the file repeats it). */
  prefixed: boolean;
  afterTime: string;
  label?: string;
  rest: string;
  /** Already read as part of the line above. */
  skip?: boolean;
}

// A title block ("Discovery call, Acme, 3 Nov") above the first speaker is not speech; more than this is.
const PREAMBLE_MAX_WORDS = 30;

/**
 * Spreadsheet-style exports ("00:01:23<TAB>Jane Doe<TAB>text", or name first) separate the fields with tabs:
 * the field that is not a time and looks like a name is the speaker.
 */
function splitTabbedLine(full: string): { time: number; clock: string; label: string; rest: string } | undefined {
  const fields = full.split("\t").map((field) => field.trim());
  if (fields.length < 3) return undefined;
  const [first = "", second = "", ...text] = fields;
  const firstTime = readLeadingTime(first);
  const secondTime = readLeadingTime(second);
  if (firstTime && firstTime.rest === "" && isBareName(second)) return { ...firstTime, label: second, rest: text.join(" ") };
  if (secondTime && secondTime.rest === "" && isBareName(first)) return { ...secondTime, label: first, rest: text.join(" ") };
  return undefined;
}

function classify(raw: string): Line | undefined {
  const full = raw.trim();
  if (full === "" || isToolFooter(full)) return undefined;
  const tabbed = splitTabbedLine(full);
  if (tabbed) return { full, time: tabbed.time, clock: tabbed.clock, prefixed: false, afterTime: tabbed.rest, label: tabbed.label, rest: tabbed.rest };
  const lead = readLeadingTime(full);
  const afterTime = lead ? lead.rest : full;
  const inline = splitInlineLabel(afterTime);
  if (inline) return { full, time: lead?.time, clock: lead?.clock, prefixed: Boolean(lead), afterTime, label: inline.name, rest: inline.rest };
  if (!lead) {
    const header = splitNameTime(full);
    if (header) return { full, time: header.time, clock: header.clock, prefixed: false, afterTime, label: header.name, rest: header.rest };
  } else if (isBareName(afterTime)) {
    return { full, time: lead.time, clock: lead.clock, prefixed: false, afterTime, label: afterTime, rest: "" };
  }
  return { full, time: lead?.time, clock: lead?.clock, prefixed: Boolean(lead), afterTime, rest: afterTime };
}

// Header lines (titles, dates, "Attendees: ...") do not end like sentences; only sentences count as speech.
function spokenWordCount(parts: string[]): number {
  return parts.reduce((sum, part) => sum + (/[.!?]["')\]]?$/.test(part) ? part.split(/\s+/).filter(Boolean).length : 0), 0);
}

/**
 * "Speaker 2" (or a name) on a line of its own with the time on the next line: one header, so the
 * time line does not read as a turn of its own.
 */
function joinNameTimeLines(lines: Array<Line | undefined>): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    if (!line || !next || line.label || line.time !== undefined || !next.prefixed || next.afterTime !== "") continue;
    if (!isBareName(line.full)) continue;
    lines[i] = { full: line.full, time: next.time, clock: next.clock, prefixed: false, afterTime: line.full, label: line.full, rest: "" };
    lines[i + 1] = { ...next, skip: true };
  }
}

/**
 * Labels used once and only above the first label that repeats ("Visitor: Hailey", "Follow-up: proposal")
 * are a title block's fields, not somebody who spoke once before the call began.
 */
function headerOnlyLabels(lines: Array<Line | undefined>, tally: LabelTally): Set<string> {
  const header = new Set<string>();
  for (const line of lines) {
    if (!line?.label) continue;
    const key = labelKey(line.label);
    if ((tally.counts.get(key)?.count ?? 0) >= 2 || tally.strong.has(key)) return header;
    // A label with a time ("Notetaker - 00:00:01") heads a turn; a title field never carries one.
    if (line.time === undefined) header.add(key);
  }
  // Nobody repeats ("Ann: Hello. / Bo: Hi."): the labels are the dialogue.
  return new Set();
}

export function parseLabelledLines(text: string, strongNames: Iterable<string> = []): Segment[] {
  const lines = text.split("\n").map(classify);
  joinNameTimeLines(lines);
  const tally = newTally();
  for (const name of strongNames) tally.strong.add(labelKey(name));
  let prefixedTimes = 0;
  for (const line of lines) {
    if (!line || line.skip) continue;
    // A time on a line of its own belongs to the turn below; it is not a line of speech.
    if (!(line.prefixed && line.afterTime === "")) tally.contentLines += 1;
    if (line.label) countLabel(tally, line.label);
    if (line.prefixed) prefixedTimes += 1;
  }
  const trusted = trustedLabels(tally);
  if (trusted.size >= 2) for (const key of headerOnlyLabels(lines, tally)) trusted.delete(key);
  const labelled = trusted.size > 0;
  const timesTrusted = prefixedTimes >= 2;

  const segments: Array<Segment & { parts: string[] }> = [];
  const preamble: string[] = [];
  let current: (typeof segments)[number] | undefined;
  let seenLabel = false;
  let paragraphBreak = false;
  // Inside a notes section ("Action items") until the next speaker line.
  let inNotes = false;
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
    if (line.skip) continue;
    if (labelled && isSectionTitle(line.full)) {
      inNotes = true;
      continue;
    }
    const isSpeaker = line.label !== undefined && trusted.has(labelKey(line.label));
    const time = line.prefixed && !timesTrusted && !isSpeaker ? undefined : line.time;
    if (inNotes && !isSpeaker) continue;
    inNotes = false;
    if (isSpeaker && line.label) {
      if (!seenLabel && spokenWordCount(preamble) > PREAMBLE_MAX_WORDS) segments.unshift({ label: null, text: "", parts: preamble });
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

  const read = segments.map(({ parts, ...segment }) => ({ ...segment, text: parts.join(" ") }));
  const clocks = lines.flatMap((line) => (line?.clock && !line.skip ? [line.clock] : []));
  return readsAsWallClock(clocks, read) ? toWallClock(read) : read;
}
