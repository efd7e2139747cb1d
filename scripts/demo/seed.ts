import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/open";
import { analyses, transcripts, users } from "../../src/server/db/schema";
import type { Queue } from "../../src/server/jobs/queue";
import { parseTranscript } from "../../src/server/ingest/index";
import { signUp } from "../../src/server/features/auth/service";
import { findUserByEmail } from "../../src/server/features/auth/users";
import { createTranscript } from "../../src/server/features/transcripts/create-transcript";
import { runAnalysis, type Engine } from "../../src/server/features/analyses/run-analysis";
import { demoCalls } from "./demo-calls";
import { DEMO_REP } from "./prospects";

/** The demo account's credentials, also written in the README. */
export const DEMO_ACCOUNT = { email: "demo@rapport.app", password: "rapport-demo" } as const;

export interface SeedReport {
  userId: string;
  created: number;
  alreadyThere: number;
  analysed: number;
  failed: number;
}

/**
 * A queue that only remembers what was sent: the seed is its own worker and analyses each call
 * right after storing it, instead of leaving jobs for an app that is not running.
 */
function collectingQueue(sent: string[]): Queue {
  return {
    isReady: () => true,
    send: async (_job, payload) => {
      sent.push((payload as { transcriptId: string }).transcriptId);
    },
    work: async () => {
      throw new Error("the demo seed runs analyses itself");
    },
    stop: async () => undefined,
  };
}

async function demoUser(db: Db): Promise<string> {
  const existing = await findUserByEmail(db, DEMO_ACCOUNT.email);
  const user =
    existing ??
    (await signUp(db, {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      firstName: DEMO_REP.firstName,
      lastName: DEMO_REP.lastName,
    }));
  // Unlimited, so the demo never trips the monthly limit however often it is re-seeded.
  await db
    .update(users)
    .set({ plan: "unlimited", company: DEMO_REP.company, jobTitle: DEMO_REP.jobTitle })
    .where(eq(users.id, user.id));
  return user.id;
}

/**
 * Creates the demo account and its calls through the real pipeline (createTranscript, then the real
 * engine through runAnalysis), dated over the last 90 days. Calls are keyed by name: a second run adds
 * only what is missing and finishes any call a killed run left processing, so nothing is duplicated.
 */
export async function seedDemo(db: Db, engine: Engine, log: (line: string) => void, now = new Date()): Promise<SeedReport> {
  const userId = await demoUser(db);
  const mine = and(eq(transcripts.userId, userId), isNull(transcripts.deletedAt));
  const present = new Set((await db.select({ name: transcripts.name }).from(transcripts).where(mine)).map((r) => r.name));

  const sent: string[] = [];
  const queue = collectingQueue(sent);
  const calls = demoCalls();
  let created = 0;
  for (const call of calls) {
    if (present.has(call.name)) continue;
    const parsed = parseTranscript(call.text, "txt");
    const { row } = await createTranscript(db, queue, userId, {
      name: call.name,
      content: call.text,
      format: "txt",
      fileSize: Buffer.byteLength(call.text, "utf8"),
      source: "upload",
      utterances: parsed.utterances,
      speakers: parsed.speakers,
      durationSeconds: parsed.durationSeconds,
    });
    const day = new Date(now);
    day.setUTCDate(day.getUTCDate() - call.daysAgo);
    day.setUTCHours(call.hour, Math.floor((created * 7) % 60), 0, 0);
    await db.update(transcripts).set({ uploadedAt: day > now ? now : day }).where(eq(transcripts.id, row.id));
    created += 1;
  }

  log(`Stored ${sent.length} new calls; analysing...`);
  const pending = await db.select({ id: transcripts.id }).from(transcripts).where(and(mine, eq(transcripts.status, "processing")));
  let analysed = 0;
  let failed = 0;
  for (const { id } of pending) {
    const outcome = await runAnalysis(db, engine, id);
    if (outcome === "failed") failed += 1;
    if (outcome === "completed") analysed += 1;
    log(`  ${outcome}: ${id}`);
  }
  // An analysis is dated when it is made; the demo's calls were "made" on their upload days.
  await db
    .update(analyses)
    .set({ createdAt: sql`(SELECT uploaded_at FROM transcripts WHERE transcripts.id = ${analyses.transcriptId})` })
    .where(eq(analyses.userId, userId));
  return { userId, created, alreadyThere: calls.length - created, analysed, failed };
}
