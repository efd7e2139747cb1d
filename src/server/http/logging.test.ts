import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { testConfig } from "../config";
import type { Database } from "../db/open";
import { analyzeTranscriptJob, ALL_JOBS } from "../jobs/definitions";
import { createBoss, startQueue, type Queue } from "../jobs/queue";
import { testDatabase } from "@tests/server/db";
import { multipart } from "@tests/server/multipart";
import { currentRequestId } from "./request-id";

const PASSWORD = "tr0ub4dor&3-unique";
const TRANSCRIPT = "Dana Reyes: Our renewal hinges on the Zanzibar-quartz integration.\nSam Patel: Budget is approved for Zanzibar-quartz.";

let lines: string[] = [];
let app: FastifyInstance;
let database: Database;
let queue: Queue;
const jobLines: { fields: object; message: string }[] = [];

beforeAll(async () => {
  database = await testDatabase();
  queue = await startQueue(createBoss(database), ALL_JOBS, () => ({
    info: (fields, message) => jobLines.push({ fields, message }),
    error: (fields, message) => jobLines.push({ fields, message }),
  }));
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  app = await buildApp({ database, config: testConfig({ LOG_LEVEL: "trace" }), queue, logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await queue.stop();
});

describe("request logs", () => {
  it("are JSON lines with a request id and never hold a password, session token or transcript text", async () => {
    lines = [];
    const email = `logs-${Date.now()}@example.com`;
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { firstName: "Dana", lastName: "Reyes", email, password: PASSWORD },
    });
    expect(signup.statusCode).toBe(201);
    const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: PASSWORD } });
    const token = login.cookies.find((c) => c.name === "rapport_session")!.value;
    const upload = multipart({ file: { name: "call.txt", content: TRANSCRIPT }, fields: { name: "Renewal" } });
    const created = await app.inject({
      method: "POST",
      url: "/api/transcripts?code=oauth-code-in-query",
      headers: { ...upload.headers, cookie: `rapport_session=${token}` },
      payload: upload.payload,
    });
    expect(created.statusCode).toBe(201);

    expect(lines.length).toBeGreaterThan(5);
    const parsed = lines.map((line) => JSON.parse(line) as { requestId?: string; msg?: string });
    expect(parsed.filter((l) => l.msg === "incoming request").every((l) => typeof l.requestId === "string")).toBe(true);
    const all = lines.join("\n");
    for (const secret of [PASSWORD, token, "Zanzibar-quartz", "oauth-code-in-query"]) expect(all).not.toContain(secret);
  });
});

describe("request ids", () => {
  it("echo a safe incoming id, replace an unsafe one, and travel with the jobs a request enqueues", async () => {
    const kept = await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "lb-1234.abc" } });
    expect(kept.headers["x-request-id"]).toBe("lb-1234.abc");
    const replaced = await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "bad id\u0000<script>" } });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const seen: { transcriptId: string; requestId: string | undefined }[] = [];
    await queue.work(analyzeTranscriptJob, async ({ transcriptId }) => void seen.push({ transcriptId, requestId: currentRequestId() }));
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { firstName: "Ada", lastName: "Byron", email: `job-${Date.now()}@example.com`, password: PASSWORD },
    });
    const cookie = `rapport_session=${signup.cookies.find((c) => c.name === "rapport_session")!.value}`;
    const upload = multipart({ file: { name: "call.txt", content: TRANSCRIPT } });
    const created = await app.inject({
      method: "POST",
      url: "/api/transcripts",
      headers: { ...upload.headers, cookie, "x-request-id": "upload-42" },
      payload: upload.payload,
    });
    expect(created.statusCode).toBe(201);
    const deadline = Date.now() + 15_000;
    const transcriptId = created.json<{ transcript: { id: string } }>().transcript.id;
    const ours = () => seen.find((job) => job.transcriptId === transcriptId);
    while (!ours() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(ours()).toEqual({ transcriptId, requestId: "upload-42" });
    await new Promise((r) => setTimeout(r, 50));
    expect(jobLines).toContainEqual(expect.objectContaining({ message: "job done", fields: expect.objectContaining({ requestId: "upload-42" }) }));
  });
});
