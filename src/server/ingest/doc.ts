import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { ingestErrors } from "./errors";

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const EXTRACT_TIMEOUT_MS = 15_000;
const WORKER_HEAP_MB = 256;

/**
 * word-extractor follows sector chains without cycle detection, so a crafted .doc can loop forever while
 * its memory grows. It therefore runs in a worker thread with a heap cap and a deadline, which can be
 * terminated even in the middle of an endless synchronous loop. Plain JavaScript, so no loader is needed.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const WordExtractor = require(workerData.modulePath);
new WordExtractor()
  .extract(Buffer.from(workerData.bytes))
  .then((doc) => parentPort.postMessage({ ok: true, text: String(doc.getBody()) }))
  .catch(() => parentPort.postMessage({ ok: false }));
`;

const modulePath = createRequire(import.meta.url).resolve("word-extractor");

function runExtractor(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      // The worker runs plain JavaScript: skip the TypeScript loader the parent may have been started with.
      execArgv: [],
      workerData: { modulePath, bytes },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(ingestErrors.invalidDoc())), EXTRACT_TIMEOUT_MS);
    worker.once("message", (message: { ok: boolean; text?: string }) =>
      finish(() => (message.ok && typeof message.text === "string" ? resolve(message.text) : reject(ingestErrors.invalidDoc()))),
    );
    worker.once("error", () => finish(() => reject(ingestErrors.invalidDoc())));
    worker.once("exit", () => finish(() => reject(ingestErrors.invalidDoc())));
  });
}

/** Text of a legacy Word (OLE compound) document. */
export async function extractDocText(bytes: Buffer): Promise<string> {
  if (bytes.length < OLE_MAGIC.length || !OLE_MAGIC.every((byte, index) => bytes[index] === byte)) {
    throw ingestErrors.invalidDoc();
  }
  return runExtractor(bytes);
}
