import type { Transcript } from "@shared/transcripts";
import type { transcripts } from "../../db/schema";

export type TranscriptRow = typeof transcripts.$inferSelect;

type BaseFields = Pick<
  TranscriptRow,
  "id" | "name" | "status" | "failureReason" | "uploadedAt" | "duration" | "fileSize" | "source" | "meetingName" | "recordingUrl"
>;

const base = (row: BaseFields) => ({
  id: row.id,
  name: row.name,
  status: row.status,
  failureReason: row.failureReason,
  uploadedAt: row.uploadedAt.toISOString(),
  duration: row.duration,
  fileSize: row.fileSize,
  source: row.source,
  meetingName: row.meetingName,
  recordingUrl: row.recordingUrl,
});

export const toTranscript = (row: TranscriptRow): Transcript => ({
  ...base(row),
  content: row.content,
  format: row.format,
  namedEntities: row.namedEntities,
  diarizationData: row.diarizationData,
});
