import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const SCREENSHOT_DIR = path.resolve("tests/e2e/screenshots");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The built app as `npm start` runs it, on a fresh embedded database in a temporary data folder. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  if (!fs.existsSync("dist/client/index.html")) throw new Error("Run `npm run build` before the browser tests");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/user`);
      if (response.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

let userCounter = 0;

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newUser(): TestUser {
  userCounter += 1;
  return {
    firstName: "Riley",
    lastName: "Morgan",
    email: `riley.${process.pid}.${userCounter}.${Date.now()}@example.com`,
    password: "s3cret-pass",
  };
}

/** Signs up (or in) through the API and puts the session cookie in the browser context. */
export async function loginViaApi(context: BrowserContext, baseUrl: string, user: TestUser, signup = true): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/${signup ? "signup" : "login"}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(signup ? user : { email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`API ${signup ? "signup" : "login"} failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.get("set-cookie") ?? "";
  const match = /rapport_session=([^;]+)/.exec(setCookie);
  if (!match?.[1]) throw new Error("no session cookie");
  await context.addCookies([{ name: "rapport_session", value: match[1], url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
