import type { Span } from "./moments";

export interface TimelineRow {
  speaker: number;
  /** Stretches of speech, merged when the same speaker carries on after a gap under a second. */
  segments: Array<{ start: number; end: number }>;
}

export interface Timeline {
  durationSeconds: number;
  rows: TimelineRow[];
}

const MERGE_GAP_SECONDS = 1;

/** Who spoke when: one row per speaker (in `speakers` order) over the whole call. */
export function buildTimeline(spans: readonly Span[], speakers: readonly number[]): Timeline {
  const rows = new Map<number, TimelineRow>(speakers.map((speaker) => [speaker, { speaker, segments: [] }]));
  let durationSeconds = 0;
  for (const span of spans) {
    durationSeconds = Math.max(durationSeconds, span.end);
    const row = rows.get(span.speaker);
    if (!row || span.end <= span.start) continue;
    const previous = row.segments.at(-1);
    if (previous && span.start - previous.end < MERGE_GAP_SECONDS) previous.end = Math.max(previous.end, span.end);
    else row.segments.push({ start: span.start, end: span.end });
  }
  return { durationSeconds, rows: [...rows.values()] };
}
