import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { availableParallelism } from "node:os";
import { withDatabase, workerDatabaseName } from "./worker-database";
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

/**
 * One copy of the migrated PostgreSQL test database per test worker (tests/server/db.ts picks its own by
 * VITEST_POOL_ID), so files run in parallel there too: one database shared by all files made the PostgreSQL
 * pass run its files one at a time.
 */
async function copyPerWorker(url: string, workers: number): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await admin.connect();
  try {
    const template = new URL(url).pathname.slice(1);
    for (let worker = 1; worker <= workers; worker++) {
      const name = workerDatabaseName(template, worker);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    }
  } finally {
    await admin.end();
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
    await copyPerWorker(url, availableParallelism());
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
