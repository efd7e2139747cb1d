import { afterEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServerProcess, type ServerProcess } from "../../test/server-process";

// A long call, so that analyses are really in flight when the process dies.
const LINE_A = "Dana Reyes: We help revenue teams coach every call, and I would love to understand how you review calls today.";
const LINE_B = "Sam Patel: Honestly we barely do. Managers listen to maybe two calls a week and our win rate fell to 18 percent.";
const CALL = Array.from({ length: 400 }, (_, i) => (i % 2 ? LINE_B : LINE_A)).join("\n");

let running: ServerProcess[] = [];
let dataDir = "";
afterEach(async () => {
  await Promise.all(running.map((p) => p.stop()));
  running = [];
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.TEST_DATABASE_URL) {
    env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    // A fleet on PostgreSQL must share one key for stored tokens, so it is required there.
    env.APP_SECRET = "crash-test-secret-0123456789abcdef0123456789";
  }
  const server = await startServerProcess(env);
  running.push(server);
  return server;
}

describe("a process killed mid-analysis", () => {
  it("loses nothing: after a restart every call is analysed exactly once", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-crash-"));
    const first = await start();
    const signup = await fetch(`${first.baseUrl}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Dana", lastName: "Reyes", email: `crash-${Date.now()}@example.com`, password: "secret1" }),
    });
    const cookie = /rapport_session=[^;]+/.exec(signup.headers.get("set-cookie") ?? "")![0];
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.set("content", CALL);
      form.set("name", `Call ${i}`);
      const response = await fetch(`${first.baseUrl}/api/transcripts`, { method: "POST", body: form, headers: { cookie } });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { transcript: { id: string } }).transcript.id);
    }
    await first.kill();
    running = running.filter((p) => p !== first);

    const second = await start();
    const deadline = Date.now() + 60_000;
    let statuses: string[] = [];
    while (Date.now() < deadline) {
      const list = (await (await fetch(`${second.baseUrl}/api/transcripts`, { headers: { cookie } })).json()) as { status: string }[];
      statuses = list.map((t) => t.status);
      if (statuses.every((s) => s === "completed")) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(statuses).toEqual(["completed", "completed", "completed"]);
    const analyses = (await (await fetch(`${second.baseUrl}/api/analyses`, { headers: { cookie } })).json()) as { transcriptId: string }[];
    expect(analyses.map((a) => a.transcriptId).sort()).toEqual([...ids].sort());
  }, 150_000);
});
