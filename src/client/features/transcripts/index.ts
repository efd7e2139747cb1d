// Transcripts as other features see them: the upload form, the list queries, shared formatting. Pages: pages.ts.
export { UploadForm } from "./upload-form";
export {
  useAnalysisList,
  useTranscriptCounts,
  useTranscriptList,
  useTranscriptPages,
  useUsageStats,
  type AnalysisSummary,
  type TranscriptListParams,
  type TranscriptSummary,
} from "./queries";
export { formatDateTime, formatDuration, formatRelativeTime } from "./format";
export { errorMessage } from "./error-message";
