/**
 * Re-scanning past calls after a tracker changed (issue 18): 1,000 analysed 30-minute calls (speaker roles
 * not confirmed, so each is read with the role detection, the slow path) and 100 trackers, on the embedded
 * database, while a client asks GET /api/auth/user over HTTP in the same process (ROLE=all).
 * Targets: the re-scan under a minute, p99 of the user read ≤ 50 ms during it. The role detection and
 * matching run on the engine's worker thread, as in the app (`BENCH_IN_PROCESS=1` runs them on the web
 * thread instead, to compare).
 * Run: `npx tsx bench/trackers-rescan.bench.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/open";
import { trackers, transcripts } from "../src/server/db/schema";
import { createAnalysisPool } from "../src/server/engine/thread/engine-pool";
import { rescanUserCalls } from "../src/server/features/trackers";
import type { Queue } from "../src/server/jobs/queue";
import { DEFAULT_TRACKERS } from "../src/shared/trackers";
import { sixtyMinuteCall } from "./engine.bench";
import { isMain, median, percentile, round } from "./stats";

const CALLS = 1_000;
const TRACKERS = 100;
const TARGET_SCAN_MS = 60_000;
const TARGET_P99_MS = 50;
const SAID = ["budget", "timeline", "decision", "team", "process", "integration", "contract", "competitor", "pilot", "price"];

const noQueue: Queue = { isReady: () => false, send: async () => undefined, work: async () => undefined, stop: async () => undefined };

export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-rescan-"));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  const app = await buildApp({ database, config: testConfig(), queue: noQueue });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const response = await fetch(`${baseUrl}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Dana", lastName: "Reyes", email: "rescan@example.com", password: "secret1" }),
    });
    const userId = ((await response.json()) as { user: { id: string } }).user.id;
    const cookie = /rapport_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")![0];

    const whole = sixtyMinuteCall();
    const call = whole.slice(0, Math.floor(whole.length / 2));
    for (let start = 0; start < CALLS; start += 50) {
      await database.db.insert(transcripts).values(
        Array.from({ length: Math.min(50, CALLS - start) }, (_, i) => ({
          id: `bench-${String(start + i).padStart(5, "0")}`,
          userId,
          name: `Call ${start + i}`,
          status: "completed" as const,
          duration: 1800,
          fileSize: 1000,
          content: "",
          source: "upload" as const,
          format: "txt" as const,
          diarizationData: call,
          speakerMapping: {},
        })),
      );
    }
    const ids = Array.from({ length: TRACKERS }, () => randomUUID());
    const edited = ids[TRACKERS - 1]!;
    await database.db.insert(trackers).values(
      Array.from({ length: TRACKERS }, (_, i) => {
        const base = DEFAULT_TRACKERS[i % DEFAULT_TRACKERS.length]!;
        // The five defaults, then one word the calls say and seven they do not, as in bench/trackers.bench.ts.
        const phrases = i < DEFAULT_TRACKERS.length ? base.phrases : [SAID[i % SAID.length]!, ...Array.from({ length: 7 }, (_, k) => (k % 3 === 0 ? `vendor${i} suite ${k}` : `rival${i}x${k}`))];
        return { id: ids[i]!, userId, name: `${base.name} ${i}`, phrases, side: base.side };
      }),
    );

    // GET /api/auth/user polled over HTTP while `work` runs: its latencies.
    const polled = async <T>(work: () => Promise<T>) => {
      let working = true;
      const samples: number[] = [];
      const poll = (async () => {
        while (working) {
          const started = performance.now();
          await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } }).then((r) => r.arrayBuffer());
          samples.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const started = performance.now();
      const utilization = performance.eventLoopUtilization();
      const result = await work();
      const ms = performance.now() - started;
      // Share of the time the web thread was busy (its own work, not the engine thread's): what the
      // re-scan costs it, whatever else the machine is running.
      const webThreadBusy = round(performance.eventLoopUtilization(utilization).utilization, 3);
      working = false;
      await poll;
      return { result, ms: round(ms, 0), webThreadBusy, authUser: { requests: samples.length, medianMs: round(median(samples)), p99Ms: round(percentile(samples, 99)), targetP99Ms: TARGET_P99_MS } };
    };
    // The same reads with nothing else running: what this (shared, loaded) machine gives at rest.
    const atRest = await polled(() => new Promise((resolve) => setTimeout(resolve, 5_000)));

    const pool = process.env.BENCH_IN_PROCESS ? null : createAnalysisPool({ size: 1 });
    // The thread loads the engine's models before its first task; the app's thread is warm long before a re-scan.
    await pool?.scanTrackers({ trackers: [], calls: [] });
    const scan = pool ? (task: Parameters<typeof pool.scanTrackers>[0]) => pool.scanTrackers(task) : undefined;
    // Every hit new: the 100 trackers were never looked for in these calls (the worst case).
    const first = await polled(() => rescanUserCalls(database.db, userId, scan));
    // The usual case: one tracker edited, so only its hits are rewritten.
    await database.db.update(trackers).set({ phrases: ["decision", "signature"] }).where(eq(trackers.id, edited));
    const afterEdit = await polled(() => rescanUserCalls(database.db, userId, scan));
    await pool?.close();
    return {
      calls: first.result,
      trackers: TRACKERS,
      scannedOn: pool ? "engine thread" : "web thread",
      targetRescanMs: TARGET_SCAN_MS,
      atRest: atRest.authUser,
      firstScan: { rescanMs: first.ms, webThreadBusy: first.webThreadBusy, authUser: first.authUser },
      afterOneEdit: { rescanMs: afterEdit.ms, webThreadBusy: afterEdit.webThreadBusy, authUser: afterEdit.authUser },
    };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) process.stdout.write(`${JSON.stringify(await run(), null, 2)}\n`);
