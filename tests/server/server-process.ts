import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hooks run, as when a machine dies. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** The compiled server (`npm run build`), as `npm start` runs it. */
export const SERVER_BUNDLE = "dist/server/main.js";

/** The compiled server in a child process, started as `npm start` starts it, answering on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A production server sends OAuth and Stripe returns only to PUBLIC_URL (http/public-origin.ts).
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "production", PUBLIC_URL: baseUrl, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/auth/user`).then((r) => r.status === 401, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error("server did not start within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve())));
  return {
    baseUrl,
    child,
    async kill() {
      child.kill("SIGKILL");
      await exited();
    },
    async stop() {
      child.kill("SIGTERM");
      await Promise.race([exited(), new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited();
    },
  };
}
