import type { AnalysisSummary, TranscriptSummary } from "@client/features/transcripts";

export interface Recording {
  transcript: TranscriptSummary;
  analysis: AnalysisSummary | null;
}

export type RecordingFilter = "all" | "analyzed" | "pending";
export const RECORDING_FILTERS: ReadonlyArray<{ value: RecordingFilter; label: string }> = [
  { value: "all", label: "All" },
  { value: "analyzed", label: "Analyzed" },
  { value: "pending", label: "Pending" },
];

/** The title a row shows: the meeting's name for bot recordings, else the transcript's name. */
export function recordingTitle(transcript: Pick<TranscriptSummary, "meetingName" | "name">): string {
  return transcript.meetingName?.trim() || transcript.name;
}

/** Pairs each transcript with its analysis; when a call was analysed twice, the newest analysis wins. */
export function joinRecordings(transcripts: TranscriptSummary[], analyses: AnalysisSummary[]): Recording[] {
  const newest = new Map<string, AnalysisSummary>();
  for (const analysis of analyses) {
    const known = newest.get(analysis.transcriptId);
    if (!known || analysis.createdAt > known.createdAt) newest.set(analysis.transcriptId, analysis);
  }
  return transcripts.map((transcript) => ({ transcript, analysis: newest.get(transcript.id) ?? null }));
}

/** SPEC §4: Analyzed = an analysis exists; Pending = the rest. */
function matchesFilter(recording: Recording, filter: RecordingFilter): boolean {
  if (filter === "all") return true;
  return (recording.analysis !== null) === (filter === "analyzed");
}

/** SPEC §5: case-insensitive substring on the displayed title. */
function matchesSearch(recording: Recording, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === "" || recordingTitle(recording.transcript).toLocaleLowerCase().includes(needle);
}

export function filterRecordings(recordings: Recording[], filter: RecordingFilter, search: string): Recording[] {
  return recordings.filter((recording) => matchesFilter(recording, filter) && matchesSearch(recording, search));
}

/** The count beside each filter button; it counts the whole list, whatever the search box holds. */
export function countByFilter(recordings: Recording[]): Record<RecordingFilter, number> {
  const analyzed = recordings.filter((recording) => recording.analysis !== null).length;
  return { all: recordings.length, analyzed, pending: recordings.length - analyzed };
}
