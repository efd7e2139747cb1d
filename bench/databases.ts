import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../src/server/db/open";

type BenchAnswer = Record<string, unknown>;

/** Runs a bench on a fresh embedded database in a temporary directory, removed afterwards. */
export async function onEmbeddedDatabase(prefix: string, bench: (database: Database) => Promise<BenchAnswer>): Promise<BenchAnswer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    return await bench(await openDatabase({ dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs a bench on a fresh schema in the PostgreSQL database at `url` (the database is created first when
 * missing); answers `{ skipped }` saying why when the server does not answer.
 */
export async function onFreshPostgres(url: string, bench: (database: Database) => Promise<BenchAnswer>): Promise<BenchAnswer> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL unreachable at ${target.host}: ${(error as Error).message}` };
  }
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query("DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;");
  await pool.end();
  return bench(await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() }));
}
