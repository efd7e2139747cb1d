import { z } from "zod";
import type PgBoss from "pg-boss";

/** A job is declared once: its name, the zod schema of its payload, and how its queue behaves. */
export interface JobDefinition<P extends z.ZodType> {
  name: string;
  payload: P;
  queue: Omit<PgBoss.Queue, "name">;
  /** Jobs with the same key are queued at most once at a time (the queue's "short" policy). */
  singletonKey?: (payload: z.infer<P>) => string;
}

export const analyzeTranscriptJob = {
  name: "analyze-transcript",
  payload: z.object({ transcriptId: z.string() }),
  // "short": one queued job per transcript; a re-queue while one runs (after a crash, say) is allowed,
  // and runAnalysis stores only one result whatever runs twice.
  queue: { policy: "short", retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  singletonKey: (p: { transcriptId: string }) => p.transcriptId,
} satisfies JobDefinition<z.ZodObject<{ transcriptId: z.ZodString }>>;

export const ALL_JOBS = [analyzeTranscriptJob];
