import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { writeAtomically } from "./local";
import { EMPTY_SHA256, encodeKeyPath, signV4, UNSIGNED_PAYLOAD } from "./sigv4";
import { assertSafeKey, contentTypeFor, type RecordingStorage } from "./storage";

export interface S3Settings {
  bucket: string;
  region: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com or a MinIO address; requests are path-style. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where uploads are spooled first: S3 needs the length up front. */
  tempDir: string;
}

const TIMEOUT_MS = 60_000;

export class S3Error extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`S3 answered ${status}: ${detail.slice(0, 300)}`);
    this.name = "S3Error";
  }
}

/** Recordings in an S3-compatible bucket, signed with SigV4 over fetch (no SDK). */
export function s3Storage(settings: S3Settings): RecordingStorage {
  const base = settings.endpoint.replace(/\/$/, "");
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return new URL(`${base}/${encodeKeyPath(settings.bucket)}/${encodeKeyPath(key)}`);
  };
  const send = async (method: string, key: string, extra: Record<string, string> = {}, body?: { stream: Readable; size: number }) => {
    const url = urlOf(key);
    const headers = signV4({
      method,
      url,
      headers: extra,
      payloadHash: body ? UNSIGNED_PAYLOAD : EMPTY_SHA256,
      region: settings.region,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    });
    const init: RequestInit & { duplex?: "half" } = {
      method,
      headers: body ? { ...headers, "content-length": String(body.size) } : headers,
      signal: AbortSignal.timeout(body ? 30 * TIMEOUT_MS : TIMEOUT_MS),
    };
    if (body) {
      init.body = Readable.toWeb(body.stream) as ReadableStream<Uint8Array>;
      init.duplex = "half";
    }
    return fetch(url, init);
  };
  const fail = async (response: Response) => new S3Error(response.status, await response.text().catch(() => ""));

  return {
    kind: "s3",
    async put(key, body, contentType) {
      await fs.promises.mkdir(settings.tempDir, { recursive: true });
      const spool = path.join(settings.tempDir, `${randomUUID()}.upload`);
      try {
        const size = await writeAtomically(spool, body);
        const response = await send("PUT", key, { "content-type": contentType }, { stream: fs.createReadStream(spool), size });
        if (!response.ok) throw await fail(response);
        await response.body?.cancel();
        return { size, contentType };
      } finally {
        await fs.promises.rm(spool, { force: true });
      }
    },
    async stat(key) {
      const response = await send("HEAD", key);
      if (response.status === 404) return null;
      if (!response.ok) throw new S3Error(response.status, "HEAD failed");
      const size = Number(response.headers.get("content-length"));
      return { size, contentType: response.headers.get("content-type") ?? contentTypeFor(key) };
    },
    async read(key, range) {
      const response = await send("GET", key, range ? { range: `bytes=${range.start}-${range.end}` } : {});
      if (!response.ok || !response.body) throw await fail(response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404) throw await fail(response);
      await response.body?.cancel();
    },
  };
}
