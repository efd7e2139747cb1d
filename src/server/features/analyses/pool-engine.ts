import type { AnalysisPool } from "../../engine/thread/engine-pool";
import { TaskFailedError, TaskTimeoutError, WorkerCrashedError } from "../../engine/thread/engine-pool";
import { AnalysisFailure, type Engine } from "./run-analysis";

/**
 * The local engine, run in worker threads so the web thread never waits on analysis. Failures that a
 * retry cannot fix become AnalysisFailure (the call is marked failed with the reason); a crashed worker
 * is retried by the queue.
 */
export function poolEngine(pool: AnalysisPool): Engine {
  return async (input) => {
    try {
      return await pool.run(input);
    } catch (error) {
      if (error instanceof TaskTimeoutError) throw new AnalysisFailure("Analysis took too long and was stopped");
      if (error instanceof TaskFailedError) throw new AnalysisFailure(`Analysis failed: ${error.message}`);
      if (error instanceof WorkerCrashedError) throw error;
      throw error;
    }
  };
}
