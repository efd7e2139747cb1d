import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildApp } from "@server/app";
import { testConfig } from "@server/config";
import { users } from "@server/db/schema";
import type { FastifyInstance } from "fastify";
import { createTestApp, type TestApp } from "../server/app";

const SECRET_TEXT = "Zanzibar-quartz renewal hinges on the budget";
const EMAIL = "secret.customer@example.com";
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$secret-hash-value";

let t: TestApp;
let app: FastifyInstance;
let lines: string[];
beforeEach(async () => {
  t = await createTestApp();
  lines = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  app = await buildApp({ database: t.database, config: testConfig({ LOG_LEVEL: "info" }), queue: t.queue, logStream });
});
afterEach(async () => {
  await app.close();
  await t.close();
});

const row = (id: string) => ({ id, email: EMAIL, passwordHash: HASH, firstName: SECRET_TEXT, lastName: "X", botName: "B", botEntryMessage: "M" });

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

describe("database errors in logs (issue 13 item 5)", () => {
  it("a failed drizzle query logs its SQL shape and SQLSTATE code, never its parameters", async () => {
    await t.database.db.insert(users).values(row("u1"));
    const error = await failure(() => t.database.db.insert(users).values(row("u1")));
    app.log.error({ err: error }, "request failed");
    const line = lines.find((l) => l.includes("request failed"));
    expect(line).toBeDefined();
    for (const secret of [EMAIL, HASH, SECRET_TEXT]) expect(line).not.toContain(secret);
    const { err } = JSON.parse(line!);
    expect(err.code).toBe("23505");
    expect(err.query).toMatch(/insert into "users"/i);
    expect(err.query).toContain("$1");
  });

  it("a driver error quoting the bad value logs the code only", async () => {
    const error = await failure(() => t.database.db.execute(sql`SELECT ${SECRET_TEXT}::int`));
    app.log.warn({ err: error }, "job failed");
    const line = lines.find((l) => l.includes("job failed"))!;
    expect(line).not.toContain("Zanzibar");
    expect(JSON.parse(line).err.code).toBe("22P02");
    const raw = await failure(() =>
      t.database.pglite ? t.database.pglite.query("SELECT $1::int", [SECRET_TEXT]) : t.database.pool!.query("SELECT $1::int", [SECRET_TEXT]),
    );
    app.log.error({ err: raw }, "raw failed");
    const rawLine = lines.find((l) => l.includes("raw failed"))!;
    expect(rawLine).not.toContain("Zanzibar");
    expect(JSON.parse(rawLine).err.code).toBe("22P02");
  });

  it("other errors keep their message and stack", async () => {
    app.log.error({ err: new TypeError("plain failure") }, "other");
    const { err } = JSON.parse(lines.find((l) => l.includes('"other"'))!);
    expect(err).toMatchObject({ type: "TypeError", message: "plain failure" });
    expect(err.stack).toContain("plain failure");
  });
});
