import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { BotApiError } from "../../integrations/bot";
import type { RecordingStorage, StoredObject } from "../../integrations/storage";
import { contentTypeFor, extensionFor } from "../../integrations/storage/storage";

/** Long recordings take a while to download; the job's own expiry bounds the whole completion. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * Copies the provider's recording into Rapport's storage under the meeting's id: provider links
 * expire within hours, the user's recording must not. Failures are retryable (the link may lag).
 */
export async function copyRecording(storage: RecordingStorage, meetingId: string, url: string): Promise<StoredObject & { key: string }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    throw new BotApiError(true, `The recording could not be downloaded: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok || !response.body) throw new BotApiError(true, `The recording could not be downloaded: ${response.status}`);
  const type = response.headers.get("content-type");
  const key = `${meetingId}.${extensionFor(type, url)}`;
  // The type follows the key: presigned links often say application/octet-stream, which players refuse.
  const stored = await storage.put(key, Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), contentTypeFor(key));
  return { ...stored, key };
}
