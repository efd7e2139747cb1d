import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { transcripts, users } from "@server/db/schema";
import { createTestApp, signUpUser, type TestApp } from "../server/app";
import { fuzzRequest, seededRandom } from "./fuzz-inputs";

// Replay a failure with FUZZ_SEED=<seed printed in the failure>.
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CASES = 1_200;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await signUpUser(t.app);
  cookie = user.cookie;
  // Unlimited, so an accepted upload never turns every later case into a plan refusal.
  await t.database.db.update(users).set({ plan: "unlimited" }).where(eq(users.id, user.userId));
});
afterAll(async () => t.close());

async function storedCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(transcripts);
  return row?.n ?? 0;
}

describe(`POST /api/transcripts fuzz (issue 13; seed ${SEED})`, () => {
  it(`answers ${CASES} generated bad inputs without a 5xx, stores nothing it refuses, and keeps memory flat`, async () => {
    const random = seededRandom(SEED);
    const statuses = new Map<number, number>();
    let before = await storedCount();
    const heapAtStart = process.memoryUsage().heapUsed;
    for (let i = 0; i < CASES; i++) {
      const request = fuzzRequest(random);
      const response = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { ...request.headers, cookie }, payload: request.payload });
      const where = `case ${i} (${request.label}, seed ${SEED}) answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const after = await storedCount();
      if (response.statusCode >= 400) {
        expect(after, `refused ${where} but stored a row`).toBe(before);
        expect(response.json().message, where).toEqual(expect.any(String));
      }
      before = after;
    }
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapAtStart) / 1024 / 1024;
    expect(heapGrowthMb, `heap grew ${heapGrowthMb.toFixed(1)} MB`).toBeLessThan(150);
    // Most generated inputs must be refusals, or the generator is not testing what it claims.
    const refused = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, n]) => sum + n, 0);
    expect(refused).toBeGreaterThan(CASES * 0.6);
  }, 300_000);
});
