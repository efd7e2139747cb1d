import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "@server/app";
import { testConfig } from "@server/config";
import { createTestApp, type TestApp } from "../server/app";

let t: TestApp;
let app: FastifyInstance | null = null;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await app?.close();
  app = null;
  await t.close();
});

async function listening(timeouts?: { headersMs: number; requestMs: number }): Promise<number> {
  app = await buildApp({ database: t.database, config: testConfig(), queue: t.queue, ...(timeouts ? { timeouts } : {}) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

/** Sends `first`, then nothing more; answers what came back and how long until the server hung up. */
function stall(port: number, first: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(first));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error("the server kept a stalled request open"));
    }, 8_000).unref();
  });
}

describe("slow requests are timed out (issue 13 item 11)", () => {
  it("the real server has header and body deadlines", async () => {
    await listening();
    expect(app!.server.headersTimeout).toBe(10_000);
    expect(app!.server.requestTimeout).toBe(120_000);
  });

  it("headers that never finish get 408 and a closed socket", async () => {
    const port = await listening({ headersMs: 600, requestMs: 1_500 });
    const { answer, ms } = await stall(port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(4_000);
  });

  it("a body that never finishes gets 408 and a closed socket", async () => {
    const port = await listening({ headersMs: 600, requestMs: 1_500 });
    const { answer, ms } = await stall(
      port,
      "POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"email\":",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5_000);
  });
});
