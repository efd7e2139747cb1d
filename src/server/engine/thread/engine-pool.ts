import type { EngineOutput } from "@shared/analysis";
import type { AnalysisInput } from "../engine";
import type { ScannedCall, TrackerScanTask } from "../trackers";
import { TaskFailedError } from "./pool-errors";
import { createThreadPool } from "./thread-pool";

export { PoolClosedError, PoolError, TaskFailedError, TaskTimeoutError, WorkerCrashedError } from "./pool-errors";

/**
 * The worker module beside this one: engine-thread.ts under tsx and vitest; once compiled, this code lives in
 * dist/server/main.js and the worker is the engine-thread.js bundle entry next to it (scripts/build-server.mjs).
 */
const ENGINE_THREAD = new URL(import.meta.url.endsWith(".ts") ? "./engine-thread.ts" : "./engine-thread.js", import.meta.url);

/** What the engine thread is asked: an analysis, or a tracker re-scan of a few stored calls (issue 18). */
export type EngineTask = { kind: "analyze"; input: AnalysisInput } | { kind: "scan-trackers"; input: TrackerScanTask };
export type EngineReply = { kind: "analyze"; output: EngineOutput } | { kind: "scan-trackers"; output: ScannedCall[] };

export interface AnalysisPool {
  /** Queues an analysis; settles with the engine's output or a PoolError. */
  run(input: AnalysisInput): Promise<EngineOutput>;
  /** Queues a tracker re-scan of a few stored calls behind the analyses already waiting. */
  scanTrackers(input: TrackerScanTask): Promise<ScannedCall[]>;
  close(): Promise<void>;
}

export interface AnalysisPoolOptions {
  /** Worker threads; default 1, so one analysis at a time and the rest queued. */
  size?: number;
  /** Per analysis; default 30 s. A timed-out worker is terminated and replaced. */
  timeoutMs?: number;
}

/**
 * Runs analyzeTranscript in worker threads so the web process never blocks on analysis. Failures reject
 * with the PoolError subclasses re-exported here (TaskTimeoutError, WorkerCrashedError, …).
 */
export function createAnalysisPool(options: AnalysisPoolOptions = {}): AnalysisPool {
  const pool = createThreadPool<EngineTask, EngineReply>({
    module: ENGINE_THREAD,
    size: options.size ?? 1,
    timeoutMs: options.timeoutMs ?? 30_000,
  });
  const mismatch = () => new TaskFailedError("The engine thread answered another kind of task");
  return {
    async run(input) {
      const reply = await pool.run({ kind: "analyze", input });
      if (reply.kind !== "analyze") throw mismatch();
      return reply.output;
    },
    async scanTrackers(input) {
      const reply = await pool.run({ kind: "scan-trackers", input });
      if (reply.kind !== "scan-trackers") throw mismatch();
      return reply.output;
    },
    close: () => pool.close(),
  };
}
