import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db/open";
import type { JobDefinition } from "./definitions";

/**
 * pg-boss on whichever database Rapport runs on: on PostgreSQL through our pool, on PGlite through
 * its executeSql hook (PGlite runs one statement list at a time, so parameterless calls go to exec).
 */
export function createBoss(database: Database): PgBoss {
  const executeSql = database.pglite
    ? async (text: string, values?: unknown[]) => {
        const pglite = database.pglite!;
        if (values && values.length > 0) return pglite.query(text, values as never[]);
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [], fields: [] };
      }
    : (text: string, values?: unknown[]) => database.pool!.query(text, values);
  return new PgBoss({
    db: { executeSql },
    // Maintenance (expiring jobs of dead workers, archiving) runs often enough to recover in a minute.
    maintenanceIntervalSeconds: 30,
  });
}

export interface Queue {
  /** True once pg-boss has started and until it stops (the readiness check reads it). */
  isReady(): boolean;
  send<P extends z.ZodType>(job: JobDefinition<P>, payload: z.infer<P>): Promise<void>;
  work<P extends z.ZodType>(job: JobDefinition<P>, handler: (payload: z.infer<P>) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export async function startQueue(boss: PgBoss, jobs: readonly Pick<JobDefinition<z.ZodType>, "name" | "queue">[]): Promise<Queue> {
  await boss.start();
  let ready = true;
  for (const job of jobs) {
    const existing = await boss.getQueue(job.name);
    if (!existing) await boss.createQueue(job.name, { name: job.name, ...job.queue });
  }
  return {
    isReady: () => ready,
    async send(job, payload) {
      const data = job.payload.parse(payload) as z.infer<typeof job.payload>;
      await boss.send(job.name, data as object, { singletonKey: job.singletonKey?.(data), startAfter: job.startAfter?.(data) });
    },
    async work(job, handler) {
      await boss.work(job.name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([raw]) => {
        if (!raw) return;
        await handler(job.payload.parse(raw.data));
      });
    },
    async stop() {
      ready = false;
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
