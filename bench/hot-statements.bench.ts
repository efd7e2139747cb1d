/**
 * The two statements every list request runs on PGlite (the session check and the list page, issue 16),
 * through PGlite's query() as driverRows sent them before, and through driverRows now (db/pglite-statement.ts:
 * one call into the engine, bound to a statement prepared once). Same engine, 500 calls seeded, the two
 * ways alternating in batches of 100 so both see the same machine; CPU per statement, with the quartiles
 * over 20 batches because other work shares the machine. Run: `npx tsx bench/hot-statements.bench.ts`.
 */
import { createHash } from "node:crypto";
import os from "node:os";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { driverRows, type Database } from "../src/server/db/open";
import type { Queue } from "../src/server/jobs/queue";
import { onEmbeddedDatabase } from "./databases";
import { corpusConversations, seedCalls } from "./lists.bench";
import { isMain, percentile, round } from "./stats";

const BATCH = 100;
const BATCHES = 20;

const noQueue: Queue = {
  isReady: () => false,
  send: async () => {
    throw new Error("this bench does not upload calls");
  },
  work: async () => undefined,
  stop: async () => undefined,
};

async function measure(database: Database): Promise<Record<string, unknown>> {
  await database.migrate();
  const app = await buildApp({ database, config: testConfig({ LOG_LEVEL: "warn" } as never), queue: noQueue });
  try {
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { firstName: "Dana", lastName: "Reyes", email: "hot@example.com", password: "secret1" },
    });
    const token = /rapport_session=([^;]+)/.exec(String(signUp.headers["set-cookie"]))![1]!;
    const userId = (signUp.json() as { user: { id: string } }).user.id;
    await seedCalls(database, userId, 500, corpusConversations());
    await database.db.execute(sql`ANALYZE`);

    const pglite = database.pglite!;
    const dialect = new PgDialect();
    const viaQuery = async (query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await pglite.query(text, params)).rows;
    };
    const hash = createHash("sha256").update(token).digest("hex");
    const statements: Record<string, SQL> = {
      session: sql`SELECT id, user_id, (extract(epoch from expires_at) * 1000)::float8 AS expires_ms, data_version FROM rapport_session(${hash})`,
      // As list-query.ts calls it (migration 0014: the page text and the next cursor as columns).
      listPage: sql`SELECT page, next_micros, next_id FROM rapport_transcript_page(${userId}, ${null}::text[], ${null}::bigint, ${null}, ${50})`,
    };
    const ways = { "query()": viaQuery, driverRows: (query: SQL) => driverRows(database.db, query) };
    const samples: Record<string, number[]> = {};
    for (let batch = 0; batch < BATCHES + 2; batch++) {
      for (const [statement, query] of Object.entries(statements)) {
        for (const [way, run] of Object.entries(ways)) {
          const before = process.cpuUsage();
          for (let i = 0; i < BATCH; i++) await run(query);
          const cpu = process.cpuUsage(before);
          // The first two batches warm up the engine and the JIT.
          if (batch >= 2) (samples[`${statement} via ${way}`] ??= []).push((cpu.user + cpu.system) / 1000 / BATCH);
        }
      }
    }
    const figures: Record<string, unknown> = { loadAverage: os.loadavg().map((n) => round(n)) };
    for (const [name, xs] of Object.entries(samples)) {
      figures[name] = { cpuMsP25: round(percentile(xs, 25), 3), cpuMsMedian: round(percentile(xs, 50), 3), cpuMsP75: round(percentile(xs, 75), 3) };
    }
    return figures;
  } finally {
    await app.close();
    await database.close();
  }
}

export const run = () => onEmbeddedDatabase("rapport-hot-statements-", measure);

if (isMain(import.meta.url)) console.log(JSON.stringify(await run(), null, 2));
