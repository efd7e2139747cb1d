import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { startServerProcess } from "../server/server-process";

export const SCREENSHOT_DIR = path.resolve("tests/e2e/screenshots");

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The built app as `npm start` runs it, on a fresh embedded database in a temporary data folder. */
export async function startApp(
  env: Record<string, string> = {},
  /** Runs on the fresh data folder before the server opens it (seeding, say). */
  prepare?: (dataDir: string) => Promise<void>,
): Promise<RunningApp> {
  if (!fs.existsSync("dist/client/index.html")) throw new Error("Run `npm run build` before the browser tests");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-e2e-"));
  await prepare?.(dataDir);
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  return {
    baseUrl: server.baseUrl,
    dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on a fresh data folder that the real demo script seeded before the server opened it. */
export function startDemoApp(env: Record<string, string> = {}): Promise<RunningApp> {
  return startApp(env, async (dataDir) => {
    await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/seed-demo.ts"], { env: { ...process.env, DATA_DIR: dataDir } });
  });
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
