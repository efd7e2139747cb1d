import { MAX_UPLOAD_BYTES } from "@shared/transcripts";
import { ApiError, apiJson } from "@client/lib/api";

export const TRANSCRIPTS_URL = "/api/transcripts";
// The server's own 413 text, checked here first so a large file is refused before its bytes are sent.
export const FILE_TOO_LARGE_MESSAGE = "File is larger than the 10MB limit";

/**
 * One key per submission, reused by its retries: when an answer is lost the server answers the retry
 * with the call it already stored instead of storing it twice.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** The request never got an answer, so it may or may not have been stored: safe to retry with the same key. */
export class UploadNetworkError extends Error {
  constructor() {
    super("Network error: the upload did not reach the server");
    this.name = "UploadNetworkError";
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POST /api/transcripts with the `file` field. XMLHttpRequest rather than fetch because only it
 * reports upload progress. Errors match apiRequest's: a non-OK answer rejects with ApiError.
 */
export function uploadTranscriptFile(
  file: File,
  idempotencyKey: string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<unknown> {
  if (file.size > MAX_UPLOAD_BYTES) return Promise.reject(new Error(FILE_TOO_LARGE_MESSAGE));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", TRANSCRIPTS_URL);
    request.withCredentials = true;
    request.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(request.responseText ? (JSON.parse(request.responseText) as unknown) : null);
      } else {
        reject(new ApiError(request.status, request.statusText, request.responseText));
      }
    };
    request.onerror = () => reject(new UploadNetworkError());
    request.onabort = () => reject(new Error("The upload was cancelled"));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/** POST /api/transcripts with `content` and `name` (SPEC §7 manual entry; the server defaults the name). */
export function submitManualTranscript({ name, content }: { name: string; content: string }, idempotencyKey: string): Promise<unknown> {
  const form = new FormData();
  form.append("content", content);
  form.append("name", name.trim());
  return apiJson("POST", TRANSCRIPTS_URL, form, { [IDEMPOTENCY_HEADER]: idempotencyKey }).catch((error: unknown) => {
    // fetch rejects with a TypeError only when no answer arrived.
    throw error instanceof TypeError ? new UploadNetworkError() : error;
  });
}
