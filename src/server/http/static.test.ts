import Fastify from "fastify";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerStatic } from "./static";

// Pins the file server's contract across @fastify/static majors: hashed assets cached for a year,
// every other page answered with index.html uncached so the client router decides.
describe("registerStatic", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-static-"));
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Rapport</title>");
    fs.writeFileSync(path.join(root, "assets", "app-1a2b.js"), "console.log(1)");
    fs.writeFileSync(path.join(root, "robots.txt"), "User-agent: *");
    expect(await registerStatic(app, root)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("serves hashed assets as immutable", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/app-1a2b.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log(1)");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves other real files uncached", async () => {
    const res = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("answers client routes with index.html", async () => {
    const res = await app.inject({ method: "GET", url: "/transcripts/42?tab=summary" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<title>Rapport</title>");
  });

  it("does not leave the root", async () => {
    const res = await app.inject({ method: "GET", url: "/../package.json" });
    expect(res.body).not.toContain("\"name\"");
  });

  it("registers nothing without a built client", async () => {
    expect(await registerStatic(Fastify(), path.join(root, "missing"))).toBe(false);
  });
});
