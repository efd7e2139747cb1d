import { afterEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { freshDatabase } from "@tests/fleet/database";
import { startRole, type RoleProcess } from "@tests/fleet/processes";

// Long calls, so that analyses are really in flight when the worker dies.
const LINE_A = "Dana Reyes: We help revenue teams coach every call, and I would love to understand how you review calls today.";
const LINE_B = "Sam Patel: Honestly we barely do. Managers listen to maybe two calls a week and our win rate fell to 18 percent.";
const CALL = Array.from({ length: 600 }, (_, i) => (i % 2 ? LINE_B : LINE_A)).join("\n");
// Enough that some are done and some still queued or running when the worker is killed; 30 took 50 s of CI.
const CALLS = 16;

let running: RoleProcess[] = [];
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await Promise.all(running.map((p) => p.stop()));
  running = [];
  await cleanup?.();
  cleanup = null;
});

async function start(env: Record<string, string>): Promise<RoleProcess> {
  const process = await startRole(env);
  running.push(process);
  return process;
}

async function kill(process: RoleProcess): Promise<void> {
  process.child.kill("SIGKILL");
  await process.exited;
  running = running.filter((p) => p !== process);
}

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Dana", lastName: "Reyes", email: "crash@example.com", password: "secret1" }),
  });
  expect(response.status).toBe(201);
  return /rapport_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")![0];
}

async function uploadAll(baseUrl: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < CALLS; i++) {
    const form = new FormData();
    form.set("content", CALL);
    form.set("name", `Call ${i}`);
    const response = await fetch(`${baseUrl}/api/transcripts`, { method: "POST", body: form, headers: { cookie } });
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { transcript: { id: string } }).transcript.id);
  }
  return ids;
}

const statuses = async (baseUrl: string, cookie: string) =>
  ((await (await fetch(`${baseUrl}/api/transcripts`, { headers: { cookie } })).json()) as { status: string }[]).map((t) => t.status);

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Kills the process running the jobs once some calls are done and others are not, then restarts it. */
async function crashMidway(jobs: RoleProcess, reader: () => Promise<string[]>, restart: () => Promise<RoleProcess>) {
  await until(async () => (await reader()).some((s) => s === "completed"), 60_000);
  const atKill = await reader();
  await kill(jobs);
  await restart();
  await until(async () => (await reader()).every((s) => s === "completed"), 120_000);
  return atKill.filter((s) => s === "completed").length;
}

async function expectEachAnalysedOnce(baseUrl: string, cookie: string, ids: string[]): Promise<void> {
  const analyses = (await (await fetch(`${baseUrl}/api/analyses`, { headers: { cookie } })).json()) as { transcriptId: string }[];
  expect(analyses.map((a) => a.transcriptId).sort()).toEqual([...ids].sort());
}

describe(`a worker killed with ${CALLS} analyses queued and running`, () => {
  it("loses nothing: a new worker finishes every call exactly once", async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (baseUrl) {
      // PostgreSQL: a web process takes the uploads, a separate worker runs them and is killed.
      const url = await freshDatabase(baseUrl, "rapport_crash");
      cleanup = async () => undefined;
      const web = await start({ ROLE: "web", DATABASE_URL: url });
      const worker = await start({ ROLE: "worker", DATABASE_URL: url });
      const cookie = await signUp(web.baseUrl);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query("UPDATE users SET plan = 'unlimited'");
      await admin.end();
      const ids = await uploadAll(web.baseUrl, cookie);
      const doneAtKill = await crashMidway(worker, () => statuses(web.baseUrl, cookie), () => start({ ROLE: "worker", DATABASE_URL: url }));
      expect(doneAtKill).toBeLessThan(CALLS);
      await expectEachAnalysedOnce(web.baseUrl, cookie, ids);
      return;
    }
    // PGlite: one process by nature, so the whole process is killed and started again on the same folder.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-crash-"));
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    const first = await start({ DATA_DIR: dataDir });
    const cookie = await signUp(first.baseUrl);
    await first.stop();
    running = [];
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    await db.query("UPDATE users SET plan = 'unlimited'");
    await db.close();
    let app = await start({ DATA_DIR: dataDir });
    const ids = await uploadAll(app.baseUrl, cookie);
    const doneAtKill = await crashMidway(
      app,
      () => statuses(app.baseUrl, cookie),
      async () => (app = await start({ DATA_DIR: dataDir })),
    );
    expect(doneAtKill).toBeLessThan(CALLS);
    await expectEachAnalysedOnce(app.baseUrl, cookie, ids);
  }, 240_000);
});
