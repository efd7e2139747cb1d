import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { keepAliveBurst } from "./burst";
import { freshDatabase } from "./database";
import { refusedStart, startRole, type RoleProcess } from "./processes";

/**
 * Rapport as a fleet. On PostgreSQL (TEST_DATABASE_URL, as CI runs it): two web processes and a worker
 * on one database of their own. PGlite lives inside one process, so there the file checks what a single
 * process can show: the refusal to split roles, and a graceful SIGTERM under load.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = "fleet-password-1";
const CALL = "Dana Reyes: How do you review calls today?\nSam Patel: We barely do, and our win rate fell to 18 percent.";

const running: RoleProcess[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop(5_000)));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<RoleProcess> {
  const process = await startRole(env);
  running.push(process);
  return process;
}

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-fleet-"));
  dataDirs.push(dir);
  return dir;
}

async function signUp(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Dana", lastName: "Reyes", email, password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  return /rapport_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")![0];
}

/** SIGTERM in the middle of a keep-alive burst: everything sent before the signal is answered, then it exits 0. */
async function expectGracefulUnderLoad(target: RoleProcess, cookie: string): Promise<void> {
  const result = await keepAliveBurst({
    baseUrl: target.baseUrl,
    path: "/api/transcripts",
    headers: { cookie },
    clients: 8,
    signalAfterMs: 700,
    stopAfterMs: 2_500,
    signal: () => target.child.kill("SIGTERM"),
  });
  expect(result.sentBefore.length).toBeGreaterThan(8);
  expect(result.sentBefore.filter((r) => r.error)).toEqual([]);
  expect(result.sentBefore.every((r) => r.status === 200 || r.status === 503)).toBe(true);
  expect(await target.exited).toBe(0);
}

if (postgresUrl) {
  describe("two web processes and a worker on one PostgreSQL database", () => {
    let webA: RoleProcess;
    let webB: RoleProcess;
    let worker: RoleProcess;
    beforeAll(async () => {
      const databaseUrl = await freshDatabase(postgresUrl, "rapport_fleet");
      const env = { DATABASE_URL: databaseUrl, DATA_DIR: tempDataDir(), AUTH_RATE_LIMIT_PER_EMAIL: "3" };
      // One at a time: the first migrates the empty database, the others find it current.
      webA = await start({ ...env, ROLE: "web" });
      webB = await start({ ...env, ROLE: "web" });
      worker = await start({ ...env, ROLE: "worker" });
    }, 120_000);

    it("the worker answers its probes and no API", async () => {
      expect((await fetch(`${worker.baseUrl}/healthz`)).status).toBe(200);
      expect((await fetch(`${worker.baseUrl}/readyz`)).status).toBe(200);
      const login = await fetch(`${worker.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "a@example.com", password: PASSWORD }),
      });
      expect(login.status).toBe(404);
      expect((await fetch(`${worker.baseUrl}/api/transcripts`)).status).toBe(404);
      expect((await fetch(`${worker.baseUrl}/api/openapi.json`)).status).toBe(404);
    });

    it("a session made on one web process works on the other, and uploads through both are analysed by the worker", async () => {
      const email = `fleet-${Date.now()}@example.com`;
      const cookie = await signUp(webA.baseUrl, email);
      const user = await fetch(`${webB.baseUrl}/api/auth/user`, { headers: { cookie } });
      expect(user.status).toBe(200);
      expect(((await user.json()) as { email: string }).email).toBe(email);

      for (const web of [webA, webB]) {
        const form = new FormData();
        form.set("content", CALL);
        form.set("name", `Call via ${web.baseUrl}`);
        expect((await fetch(`${web.baseUrl}/api/transcripts`, { method: "POST", body: form, headers: { cookie } })).status).toBe(201);
      }
      const deadline = Date.now() + 45_000;
      let statuses: string[] = [];
      while (Date.now() < deadline) {
        const list = (await (await fetch(`${webA.baseUrl}/api/transcripts`, { headers: { cookie } })).json()) as { status: string }[];
        statuses = list.map((t) => t.status);
        if (statuses.length === 2 && statuses.every((s) => s !== "processing")) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(statuses).toEqual(["completed", "completed"]);
    }, 60_000);

    it("sign-in rate limits count attempts made on either web process", async () => {
      const email = `limited-${Date.now()}@example.com`;
      await signUp(webA.baseUrl, email);
      const attempt = async (web: RoleProcess) =>
        (
          await fetch(`${web.baseUrl}/api/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, password: "not-the-password" }),
          })
        ).status;
      // AUTH_RATE_LIMIT_PER_EMAIL=3: three failures spread over both processes, then both refuse.
      expect([await attempt(webA), await attempt(webB), await attempt(webA)]).toEqual([401, 401, 401]);
      expect(await attempt(webB)).toBe(429);
      expect(await attempt(webA)).toBe(429);
    });

    it("a web process stopped with SIGTERM during a burst answers every request sent before the signal", async () => {
      const cookie = await signUp(webB.baseUrl, `burst-${Date.now()}@example.com`);
      await expectGracefulUnderLoad(webB, cookie);
      // The fleet keeps serving through the other process.
      expect((await fetch(`${webA.baseUrl}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    }, 30_000);
  });
} else {
  describe("one process on the embedded database", () => {
    it("refuses ROLE=web and ROLE=worker with a message that says why", async () => {
      const env = { DATA_DIR: tempDataDir(), DATABASE_URL: "" };
      for (const role of ["web", "worker"]) {
        const refused = await refusedStart({ ...env, ROLE: role });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`ROLE=${role} needs DATABASE_URL`);
      }
    }, 60_000);

    it("stopped with SIGTERM during a burst, answers every request sent before the signal and exits 0", async () => {
      const server = await start({ DATA_DIR: tempDataDir(), DATABASE_URL: "", ROLE: "all" });
      const cookie = await signUp(server.baseUrl, `burst-${Date.now()}@example.com`);
      await expectGracefulUnderLoad(server, cookie);
    }, 60_000);
  });
}
