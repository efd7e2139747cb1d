import { createThreadPool, type ThreadPool } from "../engine/thread/thread-pool";
import { TaskTimeoutError, WorkerCrashedError } from "../engine/thread/pool-errors";
import { ingestErrors, IngestError, type IngestStatus } from "./errors";
import type { DecodedText, ParsedTranscript } from "./types";
import { extensionOf } from "./upload";
import { ingestUpload } from "./index";

/** The read thread's module: read-thread.ts under tsx and vitest, read-thread.js beside main.js once built. */
const READ_THREAD = new URL(import.meta.url.endsWith(".ts") ? "./read-thread.ts" : "./read-thread.js", import.meta.url);

/** Budget for one document: past either, the worker is killed and the upload refused with 413. */
export const READ_TIMEOUT_MS = 20_000;
export const READ_HEAP_MB = 768;
/** Plain text below this parses in well under a millisecond per kilobyte: not worth a thread hop. */
const INLINE_TEXT_BYTES = 256 * 1024;

export interface ReadTask {
  fileName: string;
  bytes: Uint8Array;
}
export type ReadReply =
  | { ok: true; decoded: DecodedText; transcript: ParsedTranscript }
  | { ok: false; status: IngestStatus; message: string };

let pool: ThreadPool<ReadTask, ReadReply> | null = null;

// Two threads: one hostile document cannot hold up everyone else's upload for its whole budget.
const readPool = () =>
  (pool ??= createThreadPool<ReadTask, ReadReply>({
    module: READ_THREAD,
    size: 2,
    timeoutMs: READ_TIMEOUT_MS,
    resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB },
  }));

/**
 * ingestUpload, but off the web thread for Word documents and large text: mammoth unpacking a crafted
 * 75 KB .docx took seconds of CPU, during which no other request (not even /healthz) was answered.
 * A document over its time or memory budget is refused with 413 rather than retried.
 */
export async function readDocument(
  fileName: string,
  bytes: Buffer,
  /** Runs before expensive reading only (the plan check): cheap refusals of small text come first. */
  beforeExpensiveRead: () => Promise<void> = async () => undefined,
): Promise<{ decoded: DecodedText; transcript: ParsedTranscript }> {
  const extension = extensionOf(fileName);
  if (extension !== ".docx" && extension !== ".doc" && bytes.length <= INLINE_TEXT_BYTES) return ingestUpload(fileName, bytes);
  await beforeExpensiveRead();
  let reply: ReadReply;
  try {
    reply = await readPool().run({ fileName, bytes });
  } catch (error) {
    if (error instanceof TaskTimeoutError || error instanceof WorkerCrashedError) throw ingestErrors.tooSlowToRead();
    throw ingestErrors.unreadable();
  }
  if (!reply.ok) throw new IngestError(reply.status, reply.message);
  return { decoded: reply.decoded, transcript: reply.transcript };
}
