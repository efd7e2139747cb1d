/**
 * The whole path on the embedded database, in one process as `npm start` runs it:
 * - upload → completed for a 60-minute, two-speaker call (target: median ≤ 1.5 s);
 * - the p99 of GET /api/auth/user while 20 such analyses run (target ≤ 50 ms: analysis stays off the
 *   web thread, in the worker pool).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/open";
import { transcripts, users } from "../src/server/db/schema";
import { createBoss, startQueue } from "../src/server/jobs/queue";
import { ALL_JOBS } from "../src/server/jobs/definitions";
import { createAnalysisPool } from "../src/server/engine/thread/engine-pool";
import { poolEngine } from "../src/server/features/analyses/pool-engine";
import { startAnalysisWorker } from "../src/server/features/analyses/analysis-jobs";
import { isMain, median, percentile, round } from "./stats";
import { sampleCall } from "./sample-call";

const UPLOADS = 10;
const CONCURRENT_ANALYSES = 20;

export async function run(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-bench-"));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const queue = await startQueue(createBoss(database), ALL_JOBS);
  const pool = createAnalysisPool({ size: 1 });
  const stopSweep = await startAnalysisWorker(database.db, queue, poolEngine(pool));
  const app = await buildApp({ database, config: testConfig(), queue });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Dana", lastName: "Reyes", email: "bench@example.com", password: "secret1" }),
    });
    const cookie = /rapport_session=[^;]+/.exec(signup.headers.get("set-cookie") ?? "")![0];
    await database.db.update(users).set({ plan: "unlimited" });
    const call = sampleCall();
    const upload = async () => {
      const form = new FormData();
      form.set("content", call);
      const response = await fetch(`${baseUrl}/api/transcripts`, { method: "POST", body: form, headers: { cookie } });
      if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { transcript: { id: string } }).transcript.id;
    };
    const completed = async (id: string) => {
      const [row] = await database.db.select({ status: transcripts.status }).from(transcripts).where(eq(transcripts.id, id));
      return row?.status === "completed";
    };

    await completedWithin(await upload(), completed); // warm-up: worker thread start, JIT
    const uploadToCompleted: number[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const started = performance.now();
      await completedWithin(await upload(), completed);
      uploadToCompleted.push(performance.now() - started);
    }

    const ids = await Promise.all(Array.from({ length: CONCURRENT_ANALYSES }, upload));
    const latencies: number[] = [];
    let pending = ids.length;
    while (pending > 0) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      pending = (await Promise.all(ids.map(completed))).filter((done) => !done).length;
    }

    return {
      words: call.split(/\s+/).length,
      uploadToCompletedMs: { median: round(median(uploadToCompleted)), samples: uploadToCompleted.map((n) => round(n, 0)), target: 1500 },
      authUserDuringAnalysesMs: {
        analyses: CONCURRENT_ANALYSES,
        requests: latencies.length,
        p50: round(median(latencies)),
        p99: round(percentile(latencies, 99)),
        target: 50,
      },
    };
  } finally {
    stopSweep();
    await app.close();
    await queue.stop();
    await pool.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function completedWithin(id: string, completed: (id: string) => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await completed(id))) {
    if (Date.now() > deadline) throw new Error(`transcript ${id} did not complete in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

if (isMain(import.meta.url)) console.log(JSON.stringify(await run(), null, 2));
