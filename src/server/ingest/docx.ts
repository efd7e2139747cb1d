import JSZip from "jszip";
import mammoth from "mammoth";
import { ingestErrors } from "./errors";

/** Limits for what a ≤10 MB upload may unpack to; real transcripts are a tiny fraction of these. */
export const MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 1000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

// JSZip keeps the central directory's sizes on a private field; it is documented in its typings.
function declaredSize(file: JSZip.JSZipObject): number {
  const data: unknown = (file as unknown as { _data?: unknown })._data;
  const size = typeof data === "object" && data !== null ? (data as { uncompressedSize?: unknown }).uncompressedSize : undefined;
  return typeof size === "number" && size >= 0 ? size : Number.POSITIVE_INFINITY;
}

/**
 * Inflates one entry without keeping it, stopping as soon as it grows past what the central directory
 * promised: an archive that lies about its sizes cannot make mammoth unpack gigabytes later.
 */
function confirmSize(file: JSZip.JSZipObject, promised: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    const stream = file.nodeStream("nodebuffer");
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= promised) return;
      // Paused with no reader, JSZip stops inflating once the stream's small buffer is full.
      stream.pause();
      stream.removeListener("data", onData);
      reject(ingestErrors.docxTooLargeUnpacked());
    };
    stream.on("data", onData);
    stream.on("error", () => reject(ingestErrors.invalidDocx()));
    stream.on("end", () => resolve());
  });
}

async function openZip(bytes: Buffer): Promise<JSZip> {
  if (!ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) throw ingestErrors.invalidDocx();
  try {
    return await JSZip.loadAsync(bytes);
  } catch {
    throw ingestErrors.invalidDocx();
  }
}

/** Guards against zip bombs before anything is extracted, then lets mammoth read the document text. */
export async function extractDocxText(bytes: Buffer): Promise<string> {
  const zip = await openZip(bytes);
  const entries = Object.values(zip.files);
  if (entries.length > MAX_DOCX_ENTRIES) throw ingestErrors.docxTooLargeUnpacked();
  if (!zip.file("word/document.xml")) throw ingestErrors.invalidDocx();
  const files = entries.filter((file) => !file.dir);
  const sizes = files.map(declaredSize);
  if (sizes.reduce((sum, size) => sum + size, 0) > MAX_DOCX_UNPACKED_BYTES) throw ingestErrors.docxTooLargeUnpacked();
  for (const [index, file] of files.entries()) await confirmSize(file, sizes[index] ?? 0);

  try {
    const result = await mammoth.extractRawText({ buffer: bytes });
    return result.value;
  } catch {
    throw ingestErrors.invalidDocx();
  }
}
