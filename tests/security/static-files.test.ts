import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "@server/app";
import { testConfig } from "@server/config";
import { createTestApp, signUpUser, type TestApp } from "../server/app";

let t: TestApp;
let app: FastifyInstance | null = null;
let clientDir: string;
beforeEach(async () => {
  t = await createTestApp();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><div id=root></div>");
  fs.writeFileSync(path.join(clientDir, "assets", "index-abc123.js"), "console.log(1);\n//# sourceMappingURL=index-abc123.js.map");
  fs.writeFileSync(path.join(clientDir, "assets", "index-abc123.js.map"), '{"version":3,"sources":["secret-source.tsx"]}');
});
afterEach(async () => {
  await app?.close();
  app = null;
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function withClient(nodeEnv: "development" | "production"): Promise<FastifyInstance> {
  const config = testConfig({ NODE_ENV: nodeEnv, APP_SECRET: "static-tests-app-secret-0123456789abcdef" });
  app = await buildApp({ database: t.database, config, queue: t.queue, clientDir });
  await app.ready();
  return app;
}

describe("pages, files and unknown API addresses (issue 13 item 14)", () => {
  it("an unmatched GET /api/... answers a JSON 404, not the page", async () => {
    const served = await withClient("development");
    const { cookie } = await signUpUser(served);
    for (const url of ["/api/nope", "/api/transcripts/x/nope", "/api"]) {
      const response = await served.inject({ url, headers: { cookie } });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    const page = await served.inject({ url: "/meetings" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
  });

  it("the OpenAPI document lists the API only, not the client's files", async () => {
    const served = await withClient("development");
    const paths = Object.keys((await served.inject({ url: "/api/openapi.json" })).json().paths);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.every((p) => p.startsWith("/api/"))).toBe(true);
  });

  it("source maps are served in development and never in production", async () => {
    const dev = await withClient("development");
    expect((await dev.inject({ url: "/assets/index-abc123.js.map" })).statusCode).toBe(200);
    await dev.close();
    const prod = await withClient("production");
    const map = await prod.inject({ url: "/assets/index-abc123.js.map" });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain("secret-source");
    expect((await prod.inject({ url: "/assets/index-abc123.js" })).statusCode).toBe(200);
  });
});
