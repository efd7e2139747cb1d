import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/open";
import { transcripts } from "../../db/schema";
import { analyzeTranscriptJob } from "../../jobs/definitions";
import type { JobLog, Queue } from "../../jobs/queue";
import { runAnalysis, type Engine } from "./run-analysis";

/**
 * Queues every transcript still marked processing. The queue's per-transcript key drops duplicates,
 * so this is safe to run at any time: at worker start it picks up work that a killed process left.
 */
export async function requeueProcessing(db: Db, queue: Queue): Promise<number> {
  // Deleted rows are never analysed (runAnalysis skips them), so queueing them would only repeat forever.
  const pending = await db
    .select({ id: transcripts.id })
    .from(transcripts)
    .where(and(eq(transcripts.status, "processing"), isNull(transcripts.deletedAt)));
  for (const { id } of pending) await queue.send(analyzeTranscriptJob, { transcriptId: id });
  return pending.length;
}

/**
 * Runs analysis jobs; returns a function that stops the periodic sweep. `log` is read when the sweep fails,
 * so a logger made after the worker (the app's) still gets the line.
 */
export async function startAnalysisWorker(db: Db, queue: Queue, engine: Engine, log: () => JobLog | undefined = () => undefined): Promise<() => void> {
  await queue.work(analyzeTranscriptJob, async ({ transcriptId }) => {
    await runAnalysis(db, engine, transcriptId);
  });
  await requeueProcessing(db, queue);
  // A job that exhausted its retries (the database was down, say) is picked up again later.
  const sweep = setInterval(
    () =>
      void requeueProcessing(db, queue).catch((err: unknown) =>
        log()?.error({ err, job: analyzeTranscriptJob.name, task: "requeue-processing" }, "analysis sweep failed; it runs again in five minutes"),
      ),
    5 * 60_000,
  );
  sweep.unref();
  return () => clearInterval(sweep);
}
