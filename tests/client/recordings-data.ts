import type { AnalysisSummary, TranscriptSummary } from "@client/features/transcripts/queries";

/** A list row as GET /api/transcripts answers it; tests override what they look at. */
export function transcriptRow(overrides: Partial<TranscriptSummary>): TranscriptSummary {
  return {
    id: "t0",
    name: "Call",
    status: "completed",
    failureReason: null,
    uploadedAt: "2026-11-20T15:30:00.000Z",
    duration: 83,
    fileSize: 2_048,
    source: "upload",
    meetingName: null,
    recordingUrl: null,
    preview: "Dana Reyes: Thanks for joining.",
    contentLength: 500,
    ...overrides,
  };
}

export function analysisRow(transcriptId: string, overrides: Partial<AnalysisSummary> = {}): AnalysisSummary {
  return {
    id: `a-${transcriptId}`,
    transcriptId,
    aiScore: 7.8,
    conversionProbability: 62,
    createdAt: "2026-11-20T15:31:00.000Z",
    ...overrides,
  };
}
