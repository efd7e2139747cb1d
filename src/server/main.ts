import fs from "node:fs";
import { loadConfig } from "./config";
import { openDatabase } from "./db/open";
import { buildApp } from "./app";
import { CLIENT_DIST } from "./http/static";
import { pruneRateLimits } from "./http/rate-limit";
import { createBoss, startQueue, type JobLog } from "./jobs/queue";
import { ALL_JOBS, AUTO_SCHEDULE_CRON } from "./jobs/definitions";
import { createAnalysisPool } from "./engine/thread/engine-pool";
import { engineFromConfig, poolEngine, startAnalysisWorker } from "./features/analyses";
import { resolveAppSecret } from "./crypto/app-secret";
import { startMeetingWorker } from "./features/meetings";
import { startTrackerWorker } from "./features/trackers";
import { startAutoScheduler } from "./features/calendar";
import { keepPlannerStatisticsFresh } from "./db/statistics";

async function main(): Promise<void> {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = resolveAppSecret(loadConfig());
  if (config.ROLE !== "all" && !config.DATABASE_URL) {
    throw new Error(`ROLE=${config.ROLE} needs DATABASE_URL: the embedded database lives in one process, so run ROLE=all`);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const boss = createBoss(database);
  // Jobs log through the app's logger once it exists (jobs cannot start before the app is built below).
  const jobLog: { current?: JobLog } = {};
  const queue = await startQueue(boss, ALL_JOBS, () => jobLog.current);

  const runsJobs = config.ROLE !== "web";
  const pool = runsJobs ? createAnalysisPool({ size: 1 }) : null;
  const stopSweep = pool ? await startAnalysisWorker(database.db, queue, engineFromConfig(config, poolEngine(pool)), () => jobLog.current) : () => undefined;

  // A worker serves its health probes only (buildApp stops there), so it needs no client files.
  const app = await buildApp({ database, config, queue, clientDir: config.ROLE === "worker" ? undefined : CLIENT_DIST });
  jobLog.current = app.log.child({ component: "jobs" });
  const pruner = setInterval(
    () => void pruneRateLimits(database.db).catch((err: unknown) => app.log.error({ err, task: "prune-rate-limits" }, "rate-limit pruning failed; it runs again in an hour")),
    3_600_000,
  );
  pruner.unref();
  const stopAnalyze = keepPlannerStatisticsFresh(database, (err) => app.log.error({ err, task: "analyze" }, "refreshing the planner's statistics failed; it runs again in 10 minutes"));
  const stopMeetings = runsJobs ? await startMeetingWorker(database.db, config, queue, () => jobLog.current) : () => undefined;
  // Re-scans run their CPU work on the engine thread, behind the analyses already waiting (issue 18).
  if (pool) await startTrackerWorker(database.db, queue, (task) => pool.scanTrackers(task));
  if (runsJobs) {
    await startAutoScheduler(database.db, config, queue, (name, cron) => boss.schedule(name, cron), AUTO_SCHEDULE_CRON, (err, userId) =>
      app.log.warn({ err, userId }, "auto-scheduling failed for a user"),
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, "shutting down");
    clearInterval(pruner);
    stopAnalyze();
    stopSweep();
    stopMeetings();
    await app.close();
    await queue.stop();
    await pool?.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = database.kind === "pglite" ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL";
  app.log.info(`Rapport is running at http://localhost:${config.PORT} on the ${where}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
