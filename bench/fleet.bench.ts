/**
 * Throughput of GET /api/transcripts (a user with 20 calls) served by one and then by two ROLE=web
 * processes on one PostgreSQL database, each run `main.ts` as deployed. The load generator is this
 * process: CLIENTS keep-alive connections on 127.0.0.1 sending back to back for DURATION_MS, spread
 * round-robin over the processes as a load balancer would. Goal: two processes ≥ 1.6× one. The report
 * also gives the CPU each party used, because on a 2-core machine the load generator and PostgreSQL
 * share the cores with the web processes. PostgreSQL is postgres://postgres:postgres@127.0.0.1:5432/rapport_bench
 * (created when missing; override with BENCH_DATABASE_URL). Run: `npx tsx bench/fleet.bench.ts`.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureDatabase } from "../tests/fleet/database";
import { startRole, type RoleProcess } from "../tests/fleet/processes";
import { isMain, round } from "./stats";

const DEFAULT_PG_URL = "postgres://postgres:postgres@127.0.0.1:5432/rapport_bench";
const CLIENTS = 16;
const WARM_UP_MS = 1_000;
const DURATION_MS = 5_000;
const CALLS = 20;
const CALL = "Dana Reyes: How do you review calls today?\nSam Patel: We barely do, and our win rate fell to 18 percent.";

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of every PostgreSQL server process on this machine (0 when it runs elsewhere). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") total += cpuSeconds(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

async function seedUser(baseUrl: string, databaseUrl: string): Promise<string> {
  const email = `fleet-bench-${Date.now()}@example.com`;
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Bench", lastName: "Mark", email, password: "bench-password" }),
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const cookie = /rapport_session=[^;]+/.exec(signup.headers.get("set-cookie") ?? "")![0];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  // Past the free plan's three calls a month, without going through Stripe.
  await pool.query("UPDATE users SET plan = 'unlimited' WHERE email = $1", [email]).finally(() => pool.end());
  for (let i = 0; i < CALLS; i++) {
    const form = new FormData();
    form.set("content", CALL);
    form.set("name", `Bench call ${i}`);
    const response = await fetch(`${baseUrl}/api/transcripts`, { method: "POST", body: form, headers: { cookie } });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  }
  return cookie;
}

/** Back-to-back GETs from CLIENTS keep-alive connections for `ms`; answers the 200s counted. */
async function load(targets: readonly string[], cookie: string, ms: number): Promise<{ ok: number; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const until = Date.now() + ms;
  let ok = 0;
  let failed = 0;
  const get = (url: string) =>
    new Promise<number>((resolve) => {
      http
        .get(url, { agent, headers: { cookie } }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        })
        .on("error", () => resolve(0));
    });
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const url = `${targets[i % targets.length]}/api/transcripts`;
      while (Date.now() < until) {
        if ((await get(url)) === 200) ok++;
        else failed++;
      }
    }),
  );
  agent.destroy();
  return { ok, failed };
}

async function measure(webs: readonly RoleProcess[], cookie: string) {
  const targets = webs.map((w) => w.baseUrl);
  await load(targets, cookie, WARM_UP_MS);
  const webCpuBefore = webs.map((w) => cpuSeconds(w.child.pid!));
  const ownCpuBefore = process.cpuUsage();
  const postgresBefore = postgresCpuSeconds();
  const loadAverage = os.loadavg()[0]!;
  const started = performance.now();
  const { ok, failed } = await load(targets, cookie, DURATION_MS);
  const seconds = (performance.now() - started) / 1000;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const postgresCpu = postgresCpuSeconds() - postgresBefore;
  const webCpu = webs.map((w, i) => cpuSeconds(w.child.pid!) - webCpuBefore[i]!);
  return {
    processes: webs.length,
    requestsPerSecond: round(ok / seconds, 1),
    failed,
    // Share of one core over the run: 1.0 is a full core.
    cpu: {
      webProcesses: webCpu.map((c) => round(c / seconds, 2)),
      loadGenerator: round((ownCpu.user + ownCpu.system) / 1e6 / seconds, 2),
      postgres: round(postgresCpu / seconds, 2),
    },
    // Other work on the machine (a load average above the core count means the run competed for CPU).
    loadAverageAtStart: round(loadAverage, 2),
  };
}

export async function run() {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_PG_URL;
  try {
    await ensureDatabase(databaseUrl);
  } catch (error) {
    return { skipped: `PostgreSQL unreachable at ${databaseUrl}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-fleet-bench-"));
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ROLE: "web", LOG_LEVEL: "warn" };
  const webs: RoleProcess[] = [];
  try {
    webs.push(await startRole(env));
    const cookie = await seedUser(webs[0]!.baseUrl, databaseUrl);
    // The bench's uploads need no analysis; their queued jobs must not wait for the next worker.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    await pool.query("DELETE FROM pgboss.job WHERE state = 'created'").finally(() => pool.end());
    const one = await measure(webs, cookie);
    webs.push(await startRole(env));
    const two = await measure(webs, cookie);
    const scaling = round(two.requestsPerSecond / one.requestsPerSecond, 2);
    return {
      endpoint: "GET /api/transcripts",
      callsListed: CALLS,
      clients: CLIENTS,
      durationMs: DURATION_MS,
      cores: os.cpus().length,
      one,
      two,
      scaling,
      goal: 1.6,
      note:
        "The load generator (this process) and PostgreSQL run on the same cores as the web processes, so two web processes " +
        "cannot each get a full core; cpu shows where the time went.",
    };
  } finally {
    await Promise.all(webs.map((w) => w.stop(5_000)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await run(), null, 2));
  process.exit(0);
}
