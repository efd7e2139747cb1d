/**
 * Bytes of a text upload to a string. UTF-8 (with or without BOM) and UTF-16 (BOM, or recognised by
 * its pattern of zero bytes, as Windows tools write it) are read; invalid bytes become U+FFFD. Never throws.
 */

const SAMPLE_BYTES = 4096;

function zeroRatios(bytes: Uint8Array): { even: number; odd: number } {
  const length = Math.min(bytes.length, SAMPLE_BYTES) & ~1;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) even += 1;
    if (bytes[i + 1] === 0) odd += 1;
  }
  const pairs = Math.max(1, length / 2);
  return { even: even / pairs, odd: odd / pairs };
}

/** Mostly-Latin UTF-16 without a BOM: nearly every other byte is zero, and the others almost never are. */
function sniffUtf16(bytes: Uint8Array): "le" | "be" | undefined {
  if (bytes.length < 4) return undefined;
  const { even, odd } = zeroRatios(bytes);
  if (odd >= 0.7 && even <= 0.05) return "le";
  if (even >= 0.7 && odd <= 0.05) return "be";
  return undefined;
}

function decodeUtf16(bytes: Uint8Array, order: "le" | "be"): string {
  if (order === "le") return new TextDecoder("utf-16le").decode(bytes);
  // Swap to little-endian ourselves: utf-16be support depends on how Node's ICU was built.
  const swapped = new Uint8Array(bytes.length & ~1);
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    swapped[i] = bytes[i + 1] ?? 0;
    swapped[i + 1] = bytes[i] ?? 0;
  }
  const tail = bytes.length % 2 === 1 ? "\uFFFD" : "";
  return new TextDecoder("utf-16le").decode(swapped) + tail;
}

export function decodeTextBytes(bytes: Uint8Array): string {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (b0 === 0xff && b1 === 0xfe) return decodeUtf16(bytes.subarray(2), "le");
  if (b0 === 0xfe && b1 === 0xff) return decodeUtf16(bytes.subarray(2), "be");
  const utf16 = sniffUtf16(bytes);
  if (utf16) return decodeUtf16(bytes, utf16);
  return new TextDecoder("utf-8").decode(bytes);
}

// More than this share of control characters and undecodable bytes means the file is not text.
const MAX_SUSPICIOUS_RATIO = 0.1;

/** NUL anywhere, or many control characters / replacement characters: an image or archive renamed .txt. */
export function looksBinary(text: string): boolean {
  if (text.includes("\0")) return true;
  let suspicious = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const control = (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
    if (control || code === 0xfffd) suspicious += 1;
  }
  return suspicious > text.length * MAX_SUSPICIOUS_RATIO;
}
