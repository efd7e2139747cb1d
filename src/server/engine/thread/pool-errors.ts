/** Failures of a worker-thread pool task, each with a stable `code` a job runner can branch on. */
export class PoolError extends Error {
  constructor(
    readonly code: "TASK_TIMEOUT" | "WORKER_CRASHED" | "TASK_FAILED" | "POOL_CLOSED",
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The task ran past its time limit; its worker was terminated and will be replaced. */
export class TaskTimeoutError extends PoolError {
  constructor(readonly timeoutMs: number) {
    super("TASK_TIMEOUT", `The task did not finish within ${timeoutMs} ms`);
  }
}

/** The worker died (uncaught error, out of memory, exit) while it held the task; it will be replaced. */
export class WorkerCrashedError extends PoolError {
  constructor(reason: string) {
    super("WORKER_CRASHED", `The worker thread stopped: ${reason}`);
  }
}

/** The task's own code threw; the worker is healthy and stays. */
export class TaskFailedError extends PoolError {
  constructor(reason: string) {
    super("TASK_FAILED", reason);
  }
}

export class PoolClosedError extends PoolError {
  constructor() {
    super("POOL_CLOSED", "The worker pool is closed");
  }
}
