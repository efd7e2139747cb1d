import { afterEach, describe, expect, it } from "vitest";
import { createThreadPool, type ThreadPool } from "./thread-pool";
import { PoolClosedError, TaskFailedError, TaskTimeoutError, WorkerCrashedError } from "./pool-errors";
import type { FixtureReply, FixtureTask } from "@tests/engine/fixture-worker";

const fixture = new URL("../../../../tests/engine/fixture-worker.ts", import.meta.url);
let pool: ThreadPool<FixtureTask, FixtureReply> | undefined;

function open(size: number, timeoutMs = 10_000) {
  pool = createThreadPool<FixtureTask, FixtureReply>({ module: fixture, size, timeoutMs });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("createThreadPool", () => {
  it("runs tasks in a TypeScript worker thread", async () => {
    const reply = await open(1).run({ kind: "echo", value: 7 });
    expect(reply.value).toBe(7);
    expect(reply.threadId).toBeGreaterThan(0);
  });

  it("queues tasks beyond its size and runs them in order on that many threads", async () => {
    const started = Date.now();
    const pool = open(2);
    const replies = await Promise.all([
      pool.run({ kind: "block", ms: 300 }),
      pool.run({ kind: "block", ms: 300 }),
      pool.run({ kind: "block", ms: 300 }),
      pool.run({ kind: "echo", value: 4 }),
    ]);
    expect(replies.map((r) => r.value)).toEqual([300, 300, 300, 4]);
    expect(new Set(replies.map((r) => r.threadId)).size).toBe(2);
    // Two at a time: the third block waits for a free thread, so the batch takes at least two rounds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it("times a blocked task out with a typed error and replaces its worker", async () => {
    const pool = open(1, 500);
    const first = await pool.run({ kind: "echo", value: 1 });
    await expect(pool.run({ kind: "block", ms: 5_000 })).rejects.toBeInstanceOf(TaskTimeoutError);
    const after = await pool.run({ kind: "echo", value: 2 });
    expect(after.value).toBe(2);
    expect(after.threadId).not.toBe(first.threadId);
  });

  it("keeps queued tasks running after a timeout", async () => {
    const pool = open(1, 500);
    const blocked = pool.run({ kind: "block", ms: 5_000 });
    const queued = pool.run({ kind: "echo", value: 9 });
    await expect(blocked).rejects.toMatchObject({ code: "TASK_TIMEOUT", timeoutMs: 500 });
    await expect(queued).resolves.toMatchObject({ value: 9 });
  });

  it.each(["crash", "exit"] as const)("survives a worker that dies (%s) and replaces it", async (kind) => {
    const pool = open(1);
    const first = await pool.run({ kind: "echo", value: 1 });
    await expect(pool.run({ kind })).rejects.toBeInstanceOf(WorkerCrashedError);
    const after = await pool.run({ kind: "echo", value: 2 });
    expect(after.value).toBe(2);
    expect(after.threadId).not.toBe(first.threadId);
  });

  it("reports a task that throws without losing the worker", async () => {
    const pool = open(1);
    const first = await pool.run({ kind: "echo", value: 1 });
    await expect(pool.run({ kind: "throw" })).rejects.toEqual(new TaskFailedError("the task failed on purpose"));
    expect((await pool.run({ kind: "echo", value: 2 })).threadId).toBe(first.threadId);
  });

  it("rejects running, queued and later tasks once closed", async () => {
    const pool = open(1);
    const settled = Promise.allSettled([pool.run({ kind: "block", ms: 5_000 }), pool.run({ kind: "echo", value: 1 })]);
    await pool.close();
    const [running, queued] = await settled;
    expect(running).toEqual({ status: "rejected", reason: new PoolClosedError() });
    expect(queued).toEqual({ status: "rejected", reason: new PoolClosedError() });
    await expect(pool.run({ kind: "echo", value: 2 })).rejects.toBeInstanceOf(PoolClosedError);
  });
});
