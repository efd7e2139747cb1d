/**
 * Start-up of the server as `npm start` used to run it (`tsx src/server/main.ts`) and as it runs it now (the
 * compiled dist/server/main.js): milliseconds from spawn until /readyz answers 200 (database open, migrations
 * applied, queue started), and the resident memory then, summed over the process and its children (the tsx
 * CLI runs the server in a child node). Each run gets an empty DATA_DIR, so it includes creating the embedded
 * database. Runs alternate between the variants so a busy machine weighs on both alike. The server is compiled
 * first, so the figures are for the current sources. Not in `npm run bench` (about a minute): run `npx tsx bench/startup.ts`.
 */
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/server/server-process";
import { median, isMain, round } from "./stats";

const RUNS = 3;
const READY_LIMIT_MS = 60_000;

const VARIANTS = {
  tsx: { command: "node_modules/.bin/tsx", args: ["src/server/main.ts"] },
  compiled: { command: process.execPath, args: ["--enable-source-maps", "dist/server/main.js"] },
} as const;
type Variant = keyof typeof VARIANTS;

interface Sample {
  readyMs: number;
  rssMb: number;
}

/** Resident memory (MB) of a process and all its descendants, from /proc. */
function treeRssMb(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  let kb = 0;
  for (const pid of tree) {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}

async function startOnce(variant: Variant): Promise<Sample> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-startup-"));
  const port = await freePort();
  const { command, args } = VARIANTS[variant];
  const started = performance.now();
  const child = spawn(command, [...args], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "production", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant} server exited with ${child.exitCode}`);
      if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status === 200, () => false)) break;
      if (performance.now() - started > READY_LIMIT_MS) throw new Error(`${variant} server not ready within 60 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const readyMs = performance.now() - started;
    return { readyMs, rssMb: treeRssMb(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "ignore" });
  const samples: Record<Variant, Sample[]> = { tsx: [], compiled: [] };
  for (let round_ = 0; round_ < RUNS; round_++) {
    for (const variant of Object.keys(VARIANTS) as Variant[]) samples[variant].push(await startOnce(variant));
  }
  const summary = (list: Sample[]) => ({
    readyMs: round(median(list.map((s) => s.readyMs)), 0),
    rssMb: round(median(list.map((s) => s.rssMb)), 1),
    runs: list.map((s) => ({ readyMs: round(s.readyMs, 0), rssMb: round(s.rssMb, 1) })),
  });
  const tsx = summary(samples.tsx);
  const compiled = summary(samples.compiled);
  return {
    runsEach: RUNS,
    commands: { tsx: "tsx src/server/main.ts", compiled: "node --enable-source-maps dist/server/main.js" },
    tsx,
    compiled,
    readySpeedup: round(tsx.readyMs / compiled.readyMs),
    rssSavedMb: round(tsx.rssMb - compiled.rssMb, 1),
  };
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await run(), null, 2));
  process.exit(0);
}
