import type { ByteRange } from "../../integrations/storage";

/**
 * The one byte range of a Range header (RFC 9110 §14): "bytes=a-b", "bytes=a-" or the last n bytes
 * "bytes=-n". Answers null to serve the whole file (no header, another unit, several ranges or a
 * malformed value, all of which a server may ignore) and "unsatisfiable" for a start past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (!first && !last) return null;
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (last && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
