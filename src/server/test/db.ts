import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { wrapPglite, wrapPool, type Database } from "../db/open";

let template: Promise<PGlite> | null = null;

async function pgliteTemplate(): Promise<PGlite> {
  const file = inject("pgliteTemplate");
  const blob = new Blob([fs.readFileSync(file)]);
  return PGlite.create({ loadDataDir: blob });
}

/**
 * A migrated, empty database for one test: a clone of the migrated PGlite image, or, when
 * TEST_DATABASE_URL is set, the PostgreSQL test database with every table emptied.
 */
export async function testDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 5 });
    const { rows } = await pool.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
    );
    if (rows.length > 0) {
      await pool.query(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`);
    }
    return wrapPool(pool);
  }
  template ??= pgliteTemplate();
  const clone = (await (await template).clone()) as PGlite;
  return wrapPglite(clone);
}
