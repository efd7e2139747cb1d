import { Worker, type ResourceLimits } from "node:worker_threads";
import { PoolClosedError, TaskFailedError, TaskTimeoutError, WorkerCrashedError, type PoolError } from "./pool-errors";
import type { ReplyMessage, TaskMessage } from "./pool-protocol";

const BOOTSTRAP = new URL("./thread-bootstrap.mjs", import.meta.url);
/** A worker that has not loaded its modules by then is treated as dead. */
const START_LIMIT_MS = 60_000;

export interface ThreadPoolOptions {
  /** The worker module (TypeScript or JavaScript) that calls serveTasks. */
  module: URL;
  /** Worker threads at most; each runs one task at a time. Default 1. */
  size?: number;
  /**
   * Per task, default 30 s. It counts from when the worker is ready, so loading the worker's modules on
   * a busy machine does not eat into it (starting is bounded separately by START_LIMIT_MS).
   */
  timeoutMs?: number;
  /** Heap caps per worker; a worker that exceeds them dies and its task fails with WorkerCrashedError. */
  resourceLimits?: ResourceLimits;
}

export interface ThreadPool<I, O> {
  /** Queues the task; settles with the worker's output or a PoolError. */
  run(input: I): Promise<O>;
  /** Rejects queued and running tasks with PoolClosedError and stops every worker. */
  close(): Promise<void>;
}

interface Task<I, O> {
  id: number;
  input: I;
  resolve: (output: O) => void;
  reject: (error: PoolError) => void;
}

interface Slot<I, O> {
  worker: Worker;
  ready: boolean;
  task: Task<I, O> | null;
  timer: NodeJS.Timeout | undefined;
}

/**
 * A fixed-size pool of worker threads with a FIFO queue. Workers start when there is work for them, and
 * a worker that times out or dies is dropped and a fresh one takes the next task. Idle workers are
 * unref'd, so an idle pool never keeps the process alive.
 */
export function createThreadPool<I, O>(options: ThreadPoolOptions): ThreadPool<I, O> {
  const size = Math.max(1, Math.floor(options.size ?? 1));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const queue: Task<I, O>[] = [];
  const slots = new Set<Slot<I, O>>();
  let nextId = 1;
  let closed = false;

  function spawn(): Slot<I, O> {
    // execArgv is empty on purpose: a TypeScript module goes through thread-bootstrap.mjs, which registers
    // tsx (see the comment there); compiled JavaScript (the production build) needs no loader and starts as is.
    const typescript = options.module.pathname.endsWith(".ts");
    const worker = new Worker(typescript ? BOOTSTRAP : options.module, {
      execArgv: [],
      workerData: { module: options.module.href },
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
    const slot: Slot<I, O> = { worker, ready: false, task: null, timer: undefined };
    worker.on("message", (reply: ReplyMessage<O>) => settle(slot, reply));
    worker.on("error", (error) => retire(slot, new WorkerCrashedError(error.message)));
    worker.on("exit", (code) => retire(slot, new WorkerCrashedError(`exit code ${code}`)));
    slots.add(slot);
    return slot;
  }

  /** Takes the slot's task off it and marks the worker idle. */
  function release(slot: Slot<I, O>): Task<I, O> | null {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = undefined;
    slot.worker.unref();
    return task;
  }

  function startClock(slot: Slot<I, O>): void {
    clearTimeout(slot.timer);
    slot.timer = slot.ready
      ? setTimeout(() => retire(slot, new TaskTimeoutError(timeoutMs)), timeoutMs)
      : setTimeout(() => retire(slot, new WorkerCrashedError(`not started within ${START_LIMIT_MS} ms`)), START_LIMIT_MS);
  }

  function settle(slot: Slot<I, O>, reply: ReplyMessage<O>): void {
    if ("ready" in reply) {
      slot.ready = true;
      if (slot.task) startClock(slot);
      return;
    }
    if (slot.task?.id !== reply.id) return;
    const task = release(slot);
    if (reply.ok) task?.resolve(reply.output);
    else task?.reject(new TaskFailedError(reply.message));
    pump();
  }

  /** Drops a worker that crashed or timed out; the next pump starts a replacement when work waits. */
  function retire(slot: Slot<I, O>, error: PoolError): void {
    if (!slots.delete(slot)) return;
    release(slot)?.reject(error);
    void slot.worker.terminate();
    pump();
  }

  function assign(slot: Slot<I, O>, task: Task<I, O>): void {
    slot.task = task;
    slot.worker.ref();
    // A worker still starting receives the message once it listens; the task clock starts when it is ready.
    startClock(slot);
    try {
      slot.worker.postMessage({ id: task.id, input: task.input } satisfies TaskMessage<I>);
    } catch (error) {
      // The input could not be cloned to the worker: the task fails, the worker is untouched.
      release(slot);
      task.reject(new TaskFailedError(error instanceof Error ? error.message : String(error)));
    }
  }

  function pump(): void {
    while (!closed && queue.length > 0) {
      const idle = [...slots].find((slot) => slot.task === null) ?? (slots.size < size ? spawn() : null);
      const task = idle && queue.shift();
      if (!idle || !task) return;
      assign(idle, task);
    }
  }

  return {
    run(input) {
      return new Promise<O>((resolve, reject) => {
        if (closed) return reject(new PoolClosedError());
        queue.push({ id: nextId++, input, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new PoolClosedError());
      const stopping = [...slots].map((slot) => {
        slots.delete(slot);
        release(slot)?.reject(new PoolClosedError());
        return slot.worker.terminate();
      });
      await Promise.all(stopping);
    },
  };
}
