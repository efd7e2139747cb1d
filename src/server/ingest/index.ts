import { ingestErrors } from "./errors";
import { parseTranscript } from "./parse";
import type { DecodedText, ParsedTranscript } from "./types";
import { decodeUpload } from "./upload";

export { decodeUpload, extensionOf } from "./upload";
export { parseTranscript } from "./parse";
export { formatTimestamp } from "./timecode";
export { IngestError, MAX_UPLOAD_BYTES, type IngestStatus } from "./errors";
export { TRANSCRIPT_FORMATS, type DecodedText, type ParsedTranscript, type TranscriptFormat } from "./types";

/**
 * Decode and parse in one step for the upload route. A file that decodes to text but holds no speech
 * (a WebVTT header and nothing else) is refused like empty content.
 */
export async function ingestUpload(
  fileName: string,
  bytes: Buffer,
): Promise<{ decoded: DecodedText; transcript: ParsedTranscript }> {
  const decoded = await decodeUpload(fileName, bytes);
  const transcript = parseTranscript(decoded.text, decoded.format);
  if (transcript.utterances.length === 0) throw ingestErrors.empty();
  return { decoded, transcript };
}
