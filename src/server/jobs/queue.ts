import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db/open";
import type { JobDefinition } from "./definitions";
import { currentRequestId, runWithRequestId } from "../http/request-id";

/** Where the request that enqueued a job is named, beside the payload, so payload schemas stay as they are. */
const REQUEST_ID_KEY = "_requestId";

/** The few log methods a job needs (Fastify's pino logger fits). */
export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

function splitRequestId(data: unknown): { payload: unknown; requestId?: string } {
  if (!data || typeof data !== "object" || Array.isArray(data) || !(REQUEST_ID_KEY in data)) return { payload: data };
  const { [REQUEST_ID_KEY]: requestId, ...payload } = data as Record<string, unknown>;
  return { payload, requestId: typeof requestId === "string" ? requestId : undefined };
}

/**
 * pg-boss on whichever database Rapport runs on: on PostgreSQL through our pool, on PGlite through
 * its executeSql hook (PGlite runs one statement list at a time, so parameterless calls go to exec).
 */
export function createBoss(database: Database, timing: Pick<PgBoss.ConstructorOptions, "cronMonitorIntervalSeconds"> = {}): PgBoss {
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
    // Tests shorten how often the cron table is read, to watch a cron fire without waiting half a minute.
    ...timing,
  });
}

export interface Queue {
  /** True once pg-boss has started and until it stops (the readiness check reads it). */
  isReady(): boolean;
  send<P extends z.ZodType>(job: JobDefinition<P>, payload: z.infer<P>): Promise<void>;
  work<P extends z.ZodType>(job: JobDefinition<P>, handler: (payload: z.infer<P>) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export async function startQueue(
  boss: PgBoss,
  jobs: readonly Pick<JobDefinition<z.ZodType>, "name" | "queue">[],
  /** Read when a job runs, so a logger made after the queue (the app's) still gets the jobs' lines. */
  log: () => JobLog | undefined = () => undefined,
): Promise<Queue> {
  await boss.start();
  let ready = true;
  for (const job of jobs) {
    const settings = { name: job.name, ...job.queue };
    // createQueue leaves an existing queue as it is, so a changed retry or expiry setting would never reach a
    // database made before the change: an existing queue gets today's settings instead.
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, settings);
    else await boss.createQueue(job.name, settings);
  }
  return {
    isReady: () => ready,
    async send(job, payload) {
      const data = job.payload.parse(payload) as z.infer<typeof job.payload>;
      const requestId = currentRequestId();
      const stored = requestId && data && typeof data === "object" && !Array.isArray(data) ? { ...data, [REQUEST_ID_KEY]: requestId } : data;
      await boss.send(job.name, stored as object, { singletonKey: job.singletonKey?.(data), startAfter: job.startAfter?.(data) });
    },
    async work(job, handler) {
      await boss.work(job.name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([raw]) => {
        if (!raw) return;
        const { payload, requestId } = splitRequestId(raw.data);
        const fields = { job: job.name, jobId: raw.id, requestId };
        const started = Date.now();
        try {
          await runWithRequestId(requestId, () => handler(job.payload.parse(payload)));
          log()?.info({ ...fields, ms: Date.now() - started }, "job done");
        } catch (error) {
          log()?.error({ ...fields, err: error }, "job failed");
          throw error;
        }
      });
    },
    async stop() {
      ready = false;
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
