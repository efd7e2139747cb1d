import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { wrapPglite, wrapPool, type Database } from "@server/db/open";
import { createBoss, startQueue } from "@server/jobs/queue";
import { ALL_JOBS } from "@server/jobs/definitions";

/** The job queue's own tables belong in the image too, so a test's queue starts in milliseconds. */
async function installQueue(database: Database): Promise<void> {
  const queue = await startQueue(createBoss(database), ALL_JOBS);
  await queue.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Migrates once per run: a PGlite image every test file clones, or the PostgreSQL test database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = wrapPool(new pg.Pool({ connectionString: url, max: 2 }));
    await database.pool?.query("DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;");
    await database.pool?.query("DROP SCHEMA IF EXISTS pgboss CASCADE");
    await database.migrate();
    await installQueue(database);
    await database.close();
    project.provide("pgliteTemplate", "");
    return async () => undefined;
  }
  const database = wrapPglite(await PGlite.create());
  await database.migrate();
  await installQueue(database);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rapport-test-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
