import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";
import { pgliteTextRows, type StatementParam } from "./pglite-statement";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded engine, when running on PGlite (pg-boss and tests need the raw client). */
  pglite?: PGlite;
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export function wrapPool(pool: pg.Pool): Database {
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    pool,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, else the embedded PGlite in `<dataDir>/pglite`. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    return wrapPool(new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }));
  }
  const dir = path.join(opts.dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir));
}

const dialect = new PgDialect();

/**
 * Rows of a statement, from the driver directly: for the few statements every request runs (the session
 * check, the list page). drizzle's execute() hands PGlite its own result parsers, and PGlite then copies its
 * 341 type parsers into a new object on every such query (about 0.1 ms of the 2 ms a list request costs).
 * These statements take and answer only text and numbers (numbers may come back as text: read them with
 * z.coerce). On PGlite the statement goes to the engine in one call (db/pglite-statement.ts).
 */
export async function driverRows(db: Db, query: SQL): Promise<unknown[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof pg.Pool) return (await client.query(text, params)).rows;
  return pgliteTextRows(client, text, params.map(statementParam));
}

function statementParam(value: unknown): StatementParam {
  if (value === null || typeof value === "string" || typeof value === "number") return value;
  throw new Error(`driverRows takes text, numbers and null as parameters, not ${typeof value}`);
}
