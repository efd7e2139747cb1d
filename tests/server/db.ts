import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { wrapPglite, wrapPool, type Database } from "@server/db/open";
import { workerDatabaseUrl } from "./worker-database";

let shared: Promise<Database> | null = null;

async function open(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return wrapPool(new pg.Pool({ connectionString: workerDatabaseUrl(url), max: 5 }));
  const blob = new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
  return wrapPglite(await PGlite.create({ loadDataDir: blob }));
}

async function emptyAllTables(database: Database): Promise<void> {
  const run = (text: string) => (database.pglite ? database.pglite.exec(text) : database.pool!.query(text));
  // Tables are listed once per file; TRUNCATE is one statement whatever the count.
  const list = database.pglite
    ? (await database.pglite.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'")).rows
    : (await database.pool!.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'")).rows;
  const tables = [...list.map((r) => `public."${r.t}"`), "pgboss.job"];
  await run(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`);
}

/**
 * A migrated, empty database for one test. Each test file opens one database (the migrated PGlite
 * image made once per run, or its worker's copy of the PostgreSQL test database) and every test starts by emptying it,
 * which is the same code on both engines and far cheaper than a new database per test.
 */
export async function testDatabase(): Promise<Database> {
  shared ??= open();
  const database = await shared;
  await emptyAllTables(database);
  // Closing is the file's business (setup.ts), not each test's.
  return { ...database, close: async () => undefined };
}

export async function closeSharedDatabase(): Promise<void> {
  if (!shared) return;
  const database = await shared;
  shared = null;
  await database.close();
}
