import type { EngineOutput } from "@shared/analysis";
import type { AnalysisInput } from "../engine";
import { createThreadPool, type ThreadPool } from "./thread-pool";

export { PoolClosedError, PoolError, TaskFailedError, TaskTimeoutError, WorkerCrashedError } from "./pool-errors";

/**
 * The worker module beside this one: engine-thread.ts under tsx and vitest; once compiled, this code lives in
 * dist/server/main.js and the worker is the engine-thread.js bundle entry next to it (scripts/build-server.mjs).
 */
const ENGINE_THREAD = new URL(import.meta.url.endsWith(".ts") ? "./engine-thread.ts" : "./engine-thread.js", import.meta.url);

export type AnalysisPool = ThreadPool<AnalysisInput, EngineOutput>;

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
  return createThreadPool<AnalysisInput, EngineOutput>({
    module: ENGINE_THREAD,
    size: options.size ?? 1,
    timeoutMs: options.timeoutMs ?? 30_000,
  });
}
