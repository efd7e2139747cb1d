import type { TranscriptCounts, TranscriptStatusFilter } from "@shared/transcripts";
import type { TranscriptSummary } from "@client/features/transcripts";

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

/**
 * SPEC §4 on the server's statuses: Analyzed is a completed call (its analysis is stored in the same
 * transaction), Pending the rest (processing or failed), which is the list's status=pending.
 */
export function statusOfFilter(filter: RecordingFilter): TranscriptStatusFilter | undefined {
  return filter === "analyzed" ? "completed" : filter === "pending" ? "pending" : undefined;
}

/** The count beside each filter button, from GET /api/transcripts/counts (the whole list, whatever the search). */
export function countByFilter(counts: TranscriptCounts | undefined): Record<RecordingFilter, number> {
  return { all: counts?.all ?? 0, analyzed: counts?.completed ?? 0, pending: counts?.pending ?? 0 };
}
