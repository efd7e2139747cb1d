// Transcripts as other features see them: the upload form, the list queries, shared formatting. Pages: pages.ts.
export { UploadForm } from "./upload-form";
export { useAnalysisList, useTranscriptList, useUsageStats, type AnalysisSummary, type TranscriptSummary } from "./queries";
export { formatDateTime, formatDuration, formatRelativeTime } from "./format";
export { errorMessage } from "./error-message";
