import { hasWords } from "@shared/transcripts";
import { ingestErrors } from "./errors";
import { parseTranscript } from "./parse";
import type { DecodedText, ParsedTranscript, TranscriptFormat } from "./types";
import { decodeUpload } from "./upload";

export { decodeUpload, extensionOf } from "./upload";
export { readDocument } from "./read-pool";
export { parseTranscript } from "./parse";
export { formatTimestamp } from "./timecode";
export { IngestError, MAX_UPLOAD_BYTES, type IngestStatus } from "./errors";
export { TRANSCRIPT_FORMATS, type DecodedText, type ParsedTranscript, type TranscriptFormat } from "./types";

/**
 * Parses text that came in as a transcript. Text that holds no speech (a WebVTT header and nothing
 * else, or lines without a single word, say) is refused like empty content, before it uses quota.
 */
export function ingestText(text: string, format?: TranscriptFormat): ParsedTranscript {
  const transcript = parseTranscript(text, format);
  if (!transcript.utterances.some((utterance) => hasWords(utterance.text))) throw ingestErrors.empty();
  return transcript;
}

/** Decode and parse an uploaded file in one step. */
export async function ingestUpload(
  fileName: string,
  bytes: Buffer,
): Promise<{ decoded: DecodedText; transcript: ParsedTranscript }> {
  const decoded = await decodeUpload(fileName, bytes);
  return { decoded, transcript: ingestText(decoded.text, decoded.format) };
}
