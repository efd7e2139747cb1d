// The worker thread that reads uploaded documents, so unpacking a hostile .docx never stalls the web thread.
import { serveTasks } from "../engine/thread/pool-protocol";
import { IngestError } from "./errors";
import { ingestUpload } from "./index";
import type { ReadReply, ReadTask } from "./read-pool";

serveTasks(async ({ fileName, bytes }: ReadTask): Promise<ReadReply> => {
  try {
    return { ok: true, ...(await ingestUpload(fileName, Buffer.from(bytes))) };
  } catch (error) {
    // Errors lose their class crossing threads; the user's reason travels as data.
    if (error instanceof IngestError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
});
