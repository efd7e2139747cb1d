import type { BadgeVariant } from "@client/components/ui/badge";

/** SPEC §9: a completed transcript needs more content than this before its analysis counts as pending. */
export const ANALYSIS_CONTENT_THRESHOLD = 50;

export type RecordingState = "analysis-complete" | "pending-analysis" | "processing-transcript" | "processing-upload" | "recording-in-progress";

export const RECORDING_STATES: Record<RecordingState, { label: string; variant: BadgeVariant }> = {
  "analysis-complete": { label: "Analysis Complete", variant: "success" },
  "pending-analysis": { label: "Pending Analysis", variant: "warning" },
  "processing-transcript": { label: "Processing Transcript", variant: "info" },
  "processing-upload": { label: "Processing…", variant: "info" },
  "recording-in-progress": { label: "Recording in Progress", variant: "secondary" },
};

/**
 * SPEC §4 Recordings derived state, tested in this order: an analysis exists; completed with more
 * than 50 characters; completed with less; a manual upload being analysed ("Processing…": nothing is
 * being recorded, issue 15); anything else (a bot's call in progress, failed, unknown).
 */
export function recordingStateOf(
  transcript: { status: string; contentLength: number; source: string },
  hasAnalysis: boolean,
): RecordingState {
  if (hasAnalysis) return "analysis-complete";
  if (transcript.status === "completed") {
    return transcript.contentLength > ANALYSIS_CONTENT_THRESHOLD ? "pending-analysis" : "processing-transcript";
  }
  if (transcript.status === "processing" && sourceLabel(transcript.source) === "Manual Upload") return "processing-upload";
  return "recording-in-progress";
}

/** SPEC §3: source "gladia" is the meeting bot; anything else was uploaded by hand. */
export function sourceLabel(source: string): string {
  return source === "gladia" ? "Meeting Bot" : "Manual Upload";
}
