// A worker for the thread-pool tests: it can answer, block, throw, crash or exit on request, so the
// pool's timeout and recovery paths can be driven deterministically.
import { threadId } from "node:worker_threads";
import { serveTasks } from "@server/engine/thread/pool-protocol";

export type FixtureTask =
  | { kind: "echo"; value: number }
  | { kind: "block"; ms: number }
  | { kind: "throw" }
  | { kind: "crash" }
  | { kind: "exit" };

export interface FixtureReply {
  value: number;
  threadId: number;
}

function blockFor(ms: number): void {
  // Blocks the thread the way a runaway analysis would: only terminate() can stop it.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

serveTasks((task: FixtureTask): FixtureReply | Promise<FixtureReply> => {
  switch (task.kind) {
    case "echo":
      return { value: task.value, threadId };
    case "block":
      blockFor(task.ms);
      return { value: task.ms, threadId };
    case "throw":
      throw new Error("the task failed on purpose");
    case "crash":
      // Thrown outside the task's try/catch: an uncaught exception that kills the thread.
      setImmediate(() => {
        throw new Error("the worker crashed on purpose");
      });
      return new Promise<FixtureReply>(() => undefined);
    case "exit":
      process.exit(3);
  }
});
