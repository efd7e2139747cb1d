import { decodeTextBytes, looksBinary } from "./decode";
import { extractDocText } from "./doc";
import { extractDocxText } from "./docx";
import { ingestErrors, MAX_UPLOAD_BYTES } from "./errors";
import { normaliseText } from "./normalise";
import type { DecodedText, TranscriptFormat } from "./types";

const FORMAT_BY_EXTENSION: Record<string, TranscriptFormat> = {
  ".txt": "txt",
  ".md": "md",
  ".vtt": "vtt",
  ".srt": "srt",
  ".docx": "docx",
  ".doc": "doc",
};

/** ".TXT" → ".txt"; "" when the name has no extension. Browsers may send a path: only its last part counts. */
export function extensionOf(fileName: string): string {
  const base = fileName.trim().split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot === -1 ? "" : base.slice(dot).toLowerCase().slice(0, 20);
}

async function readText(format: TranscriptFormat, bytes: Buffer): Promise<string> {
  if (format === "docx") return extractDocxText(bytes);
  if (format === "doc") return extractDocText(bytes);
  const text = decodeTextBytes(bytes);
  if (looksBinary(text)) throw ingestErrors.notText();
  return text;
}

/**
 * An uploaded file to its text, checking type, size and that the content matches the extension.
 * Throws IngestError (400, 413 or 415) for anything the user has to fix; nothing else.
 */
export async function decodeUpload(fileName: string, bytes: Buffer): Promise<DecodedText> {
  const extension = extensionOf(fileName);
  const format = FORMAT_BY_EXTENSION[extension];
  if (!format) throw ingestErrors.unsupportedType(extension);
  if (bytes.length > MAX_UPLOAD_BYTES) throw ingestErrors.tooLarge();
  const text = normaliseText(await readText(format, bytes));
  // A small document can unpack to far more text than its file size; the cap is on what is stored.
  if (Buffer.byteLength(text, "utf8") > MAX_UPLOAD_BYTES) throw ingestErrors.textTooLarge();
  if (text.trim() === "") throw ingestErrors.empty();
  return { text, format };
}
