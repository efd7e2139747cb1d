import type { Readable } from "node:stream";

/** Bytes start..end inclusive, as an HTTP Range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  contentType: string;
}

/**
 * Where meeting recordings live once copied from the bot provider (whose links expire): a folder
 * under DATA_DIR by default, an S3-compatible bucket when configured. Keys are flat file names.
 */
export interface RecordingStorage {
  kind: "local" | "s3";
  put(key: string, body: Readable, contentType: string): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
}

/** Recordings larger than this are refused rather than filling the disk (about 10 hours of MP3). */
export const MAX_RECORDING_BYTES = 2 * 1024 ** 3;

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Keys are produced by Rapport, but a key that could climb out of the folder is refused anyway. */
export function assertSafeKey(key: string): void {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
}

const TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "video/mp4",
  flac: "audio/flac",
  wav: "audio/wav",
  webm: "audio/webm",
  ogg: "audio/ogg",
};

/** The file extension for a provider's content type (or its URL), so the key says what it holds. */
export function extensionFor(contentType: string | null, url: string): string {
  const fromType = Object.entries(TYPES).find(([, type]) => contentType?.toLowerCase().startsWith(type))?.[0];
  if (fromType) return fromType;
  const fromUrl = /\.([a-z0-9]{2,4})(?:$|[?#])/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return fromUrl && TYPES[fromUrl] ? fromUrl : "mp3";
}

export const contentTypeFor = (key: string): string => TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
