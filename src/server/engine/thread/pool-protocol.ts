import { parentPort } from "node:worker_threads";

/** Main thread → worker. */
export interface TaskMessage<I> {
  id: number;
  input: I;
}

/** Worker → main thread: once `ready` when it listens, then one reply per task. */
export type ReplyMessage<O> =
  | { ready: true }
  | { id: number; ok: true; output: O }
  | { id: number; ok: false; message: string };

/**
 * The worker side of the pool: answers each task message with the handler's output, or with the
 * message of what it threw (an Error does not survive postMessage with its class intact).
 */
export function serveTasks<I, O>(handle: (input: I) => O | Promise<O>): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks must run inside a worker thread");
  port.on("message", async ({ id, input }: TaskMessage<I>) => {
    let reply: ReplyMessage<O>;
    try {
      reply = { id, ok: true, output: await handle(input) };
    } catch (error) {
      reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies ReplyMessage<O>);
}
