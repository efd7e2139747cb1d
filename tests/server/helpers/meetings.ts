import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { testConfig, type Config } from "@server/config";
import { meetings } from "@server/db/schema";
import { KEYS, startFakeBots, type FakeBots } from "../../fakes/bots";
import type { BotProviderId } from "@server/integrations/bot/index";
import { createTestApp, type TestApp } from "../app";

export const MB_SECRET = "mb-callback-secret";
export const RECALL_SECRET = `whsec_${Buffer.from("recall-svix-signing-key").toString("base64")}`;
export const ATTENDEE_SECRET = Buffer.from("attendee-project-webhook-secret").toString("base64");

export interface BotHarness {
  t: TestApp;
  bots: FakeBots;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The app with all three bot providers pointed at one fake, BOT_PROVIDER choosing which books bots. */
export async function botHarness(provider: BotProviderId | null, extra: Record<string, string> = {}): Promise<BotHarness> {
  const bots = await startFakeBots();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-meetings-"));
  const overrides: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_SECRET: "meeting-tests-app-secret-0123456789abcdef",
    PUBLIC_URL: "https://rapport.example.com",
    MEETINGBAAS_API_KEY: KEYS.meetingbaas,
    MEETINGBAAS_BASE_URL: `${bots.url}/mb`,
    MEETINGBAAS_WEBHOOK_SECRET: MB_SECRET,
    RECALL_API_KEY: KEYS.recall,
    RECALL_BASE_URL: `${bots.url}/recall`,
    RECALL_WEBHOOK_SECRET: RECALL_SECRET,
    ATTENDEE_API_KEY: KEYS.attendee,
    ATTENDEE_BASE_URL: `${bots.url}/attendee`,
    ATTENDEE_WEBHOOK_SECRET: ATTENDEE_SECRET,
    ...(provider ? { BOT_PROVIDER: provider } : {}),
    ...extra,
  };
  const t = await createTestApp(overrides);
  return {
    t,
    bots,
    config: testConfig(overrides),
    dataDir,
    close: async () => {
      await t.close();
      await bots.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export async function meetingRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, id));
  return row!;
}

/** Rows of a raw query on either engine (pg-boss's tables are not in the Drizzle schema). */
export async function rawRows<T>(t: TestApp, text: string, values: unknown[] = []): Promise<T[]> {
  const { pglite, pool } = t.database;
  const result = pglite ? await pglite.query<T>(text, values) : await pool!.query(text, values);
  return result.rows as T[];
}

export const jobsNamed = (t: TestApp, name: string) =>
  rawRows<{ data: Record<string, unknown>; start_after: Date }>(t, "SELECT data, start_after FROM pgboss.job WHERE name = $1 ORDER BY created_on", [name]);
