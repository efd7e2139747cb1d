import type { FastifyInstance } from "fastify";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, type Database } from "../db/open";

const expectedMigrations = (): number =>
  (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;

async function appliedMigrations(database: Database): Promise<number> {
  const rows = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows;
  return Number(list[0]?.n ?? 0);
}

/**
 * /healthz: the process is alive (for restarts). /readyz: it can do its work (for the load balancer):
 * the database answers, its migrations are the ones this build expects, and the job queue is started.
 */
export function registerHealth(app: FastifyInstance, database: Database, queueReady: () => boolean): void {
  const expected = expectedMigrations();
  app.get("/healthz", { config: { public: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { config: { public: true } }, async (_request, reply) => {
    const checks: Record<string, string> = {};
    try {
      const applied = await appliedMigrations(database);
      checks.database = "ok";
      checks.migrations = applied === expected ? "ok" : `applied ${applied} of ${expected}`;
    } catch (error) {
      checks.database = `unreachable: ${error instanceof Error ? error.message : String(error)}`;
      checks.migrations = "unknown";
    }
    checks.queue = queueReady() ? "ok" : "not started";
    const ready = Object.values(checks).every((v) => v === "ok");
    return reply.status(ready ? 200 : 503).send({ status: ready ? "ready" : "not ready", checks });
  });
}
