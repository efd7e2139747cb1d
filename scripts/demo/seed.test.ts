import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/open";
import { analyses, transcripts, users } from "../../src/server/db/schema";
import { testDatabase } from "../../tests/server/db";
import { analyzeTranscript } from "../../src/server/engine/engine";
import type { Engine } from "../../src/server/features/analyses/run-analysis";
import { verifyPassword } from "../../src/server/features/auth/passwords";
import { demoCalls } from "./demo-calls";
import { DEMO_ACCOUNT, seedDemo } from "./seed";

let db: Db;
beforeEach(async () => {
  ({ db } = await testDatabase());
});

// The real engine, in this thread: the worker pool adds nothing to what is being tested here.
const engine: Engine = async (input) => analyzeTranscript(input);
const quiet = () => undefined;
const NOW = new Date("2026-11-21T18:00:00Z");

describe("seedDemo", () => {
  it("creates the demo account on the unlimited plan with every call analysed and dated over 90 days", { timeout: 120_000 }, async () => {
    const report = await seedDemo(db, engine, quiet, NOW);
    const expected = demoCalls().length;
    expect(report).toMatchObject({ created: expected, alreadyThere: 0, analysed: expected, failed: 0 });

    const [user] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(user).toMatchObject({ plan: "unlimited", firstName: "Alex", lastName: "Morgan" });
    expect(await verifyPassword(user!.passwordHash, DEMO_ACCOUNT.password)).toBe(true);

    const [span] = await db
      .select({
        calls: sql<number>`count(*)::int`,
        completed: sql<number>`(count(*) FILTER (WHERE ${transcripts.status} = 'completed'))::int`,
        oldest: sql<string>`min(${transcripts.uploadedAt})::text`,
        newest: sql<string>`max(${transcripts.uploadedAt})::text`,
      })
      .from(transcripts)
      .where(eq(transcripts.userId, user!.id));
    expect(span).toMatchObject({ calls: expected, completed: expected });
    expect(Date.parse(span!.oldest)).toBeGreaterThan(NOW.getTime() - 90 * 86_400_000);
    expect(Date.parse(span!.newest)).toBeLessThanOrEqual(NOW.getTime());
    expect(Date.parse(span!.newest)).toBeGreaterThan(NOW.getTime() - 2 * 86_400_000);

    // Analyses are dated like their calls, so the charts spread over the quarter too.
    const [mismatched] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyses)
      .innerJoin(transcripts, eq(transcripts.id, analyses.transcriptId))
      .where(sql`${analyses.createdAt} <> ${transcripts.uploadedAt}`);
    expect(mismatched!.n).toBe(0);

    const again = await seedDemo(db, engine, quiet, NOW);
    expect(again).toMatchObject({ userId: user!.id, created: 0, alreadyThere: expected, analysed: 0 });
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(transcripts)) as [{ n: number }];
    expect(n).toBe(expected);
  });
});
