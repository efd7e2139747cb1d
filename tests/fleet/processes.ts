import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../server/server-process";

export interface RoleProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What it wrote to stderr so far (startup refusals, crashes). */
  stderr(): string;
  /** SIGTERM, then SIGKILL if it has not exited within the grace period. */
  stop(graceMs?: number): Promise<void>;
}

/** Same key in every process of a fleet, as production requires with DATABASE_URL. */
export const FLEET_APP_SECRET = "fleet-test-secret-0123456789abcdef0123456789";

function spawnMain(env: Record<string, string>, port: number): { child: ChildProcess; exited: Promise<number | null>; stderr: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "production", APP_SECRET: FLEET_APP_SECRET, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** `src/server/main.ts` as deployed (any ROLE), ready once /readyz says so: database, migrations and queue. */
export async function startRole(env: Record<string, string>): Promise<RoleProcess> {
  const port = await freePort();
  const { child, exited, stderr } = spawnMain(env, port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${env.ROLE ?? "all"} process exited with ${child.exitCode}: ${stderr()}`);
    if (await fetch(`${baseUrl}/readyz`).then((r) => r.status === 200, () => false)) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${env.ROLE ?? "all"} process not ready within 60 s: ${stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    child,
    exited,
    stderr,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs main.ts expecting it to refuse to start; answers its exit code and error output. */
export async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { child, exited, stderr } = spawnMain(env, await freePort());
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await exited;
  clearTimeout(timer);
  return { code, stderr: stderr() };
}
