import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import type { Database } from "../../db/open";
import type { Queue } from "../../jobs/queue";
import { testDatabase } from "@tests/server/db";

// External sign-in on a server without its OAuth client: the browser gets SPEC §8's oauth_config and which
// provider is not set up; the log, read by whoever runs the server, names the settings to add.

let lines: string[] = [];
let app: FastifyInstance;
let database: Database;

const noQueue: Queue = {
  isReady: () => true,
  send: () => Promise.reject(new Error("no jobs here")),
  work: () => Promise.reject(new Error("no jobs here")),
  stop: () => Promise.resolve(),
};

beforeAll(async () => {
  database = await testDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  app = await buildApp({ database, config: testConfig({ LOG_LEVEL: "warn" }), queue: noQueue, logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("external sign-in that is not set up", () => {
  it.each([
    ["google", "Google sign-in is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET"],
    ["microsoft", "Microsoft sign-in is not configured: set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET"],
  ])("sends %s back to the toast page and logs the settings as the admin hint", async (provider, hint) => {
    lines = [];
    const response = await app.inject({ method: "GET", url: `/api/auth/${provider}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?error=oauth_config&setup=${provider}`);
    // The setting names travel only in the log, never in the address the browser sees.
    expect(String(response.headers.location)).not.toMatch(/CLIENT_ID|CLIENT_SECRET/);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.oauthError === "oauth_config");
    expect(logged).toMatchObject({ adminHint: hint, msg: "external sign-in is not set up on this server" });
  });
});
