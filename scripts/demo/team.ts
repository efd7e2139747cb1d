import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/open";
import { analyses, callComments, teamMembers, teams, transcripts, users } from "../../src/server/db/schema";
import type { Queue } from "../../src/server/jobs/queue";
import { parseTranscript } from "../../src/server/ingest/index";
import { signUp } from "../../src/server/features/auth/service";
import { findUserByEmail } from "../../src/server/features/auth/users";
import { createTranscript } from "../../src/server/features/transcripts/create-transcript";
import { runAnalysis, type Engine } from "../../src/server/features/analyses/run-analysis";
import { demoCalls } from "./demo-calls";
import { DEMO_REP } from "./prospects";

/** The demo manager's team: four reps, each with calls this month and last (issue 17). */
export const DEMO_TEAM = {
  name: "Ledgerly West",
  reps: [
    { firstName: "Jordan", lastName: "Lee", email: "jordan@demo.rapport.app" },
    { firstName: "Priya", lastName: "Shah", email: "priya@demo.rapport.app" },
    { firstName: "Sam", lastName: "Okafor", email: "sam@demo.rapport.app" },
    { firstName: "Maria", lastName: "Costa", email: "maria@demo.rapport.app" },
  ],
} as const;

const CALLS_PER_REP = 6;
/** The reps' calls fall within the last this many days, so both months on the manager dashboard have data. */
const SPAN_DAYS = 50;

const noQueue: Queue = {
  isReady: () => true,
  send: async () => undefined,
  work: async () => {
    throw new Error("the demo seed runs analyses itself");
  },
  stop: async () => undefined,
};

async function repUser(db: Db, rep: (typeof DEMO_TEAM.reps)[number], password: string): Promise<string> {
  const existing = await findUserByEmail(db, rep.email);
  const user = existing ?? (await signUp(db, { email: rep.email, password, firstName: rep.firstName, lastName: rep.lastName }));
  await db.update(users).set({ company: DEMO_REP.company, jobTitle: "Account Executive" }).where(eq(users.id, user.id));
  return user.id;
}

/**
 * Makes the demo account the manager of a team of four reps with their own calls, analysed by the real
 * engine, and one coaching comment. Safe to run again: members, calls (by name) and the comment are
 * added only when missing.
 */
export async function seedDemoTeam(db: Db, engine: Engine, managerId: string, password: string, log: (line: string) => void, now = new Date()): Promise<void> {
  const [membership] = await db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, managerId));
  const teamId = membership?.teamId ?? randomUUID();
  if (!membership) {
    await db.insert(teams).values({ id: teamId, name: DEMO_TEAM.name, billingUserId: managerId });
    await db.insert(teamMembers).values({ userId: managerId, teamId, role: "manager" });
  }
  const all = demoCalls();
  let created = 0;
  for (const [index, rep] of DEMO_TEAM.reps.entries()) {
    const userId = await repUser(db, rep, password);
    await db.insert(teamMembers).values({ userId, teamId, role: "rep" }).onConflictDoNothing();
    const mine = and(eq(transcripts.userId, userId), isNull(transcripts.deletedAt));
    const present = new Set((await db.select({ name: transcripts.name }).from(transcripts).where(mine)).map((r) => r.name));
    // Every fourth call, starting at the rep's own offset, so each rep has a different mix of deals.
    const calls = all.filter((_, n) => n % DEMO_TEAM.reps.length === index).slice(-CALLS_PER_REP);
    for (const [n, call] of calls.entries()) {
      if (present.has(call.name)) continue;
      const text = call.text.replaceAll(`${DEMO_REP.firstName} ${DEMO_REP.lastName}`, `${rep.firstName} ${rep.lastName}`).replaceAll(DEMO_REP.firstName, rep.firstName);
      const parsed = parseTranscript(text, "txt");
      const { row } = await createTranscript(db, noQueue, userId, {
        name: call.name,
        content: text,
        format: "txt",
        fileSize: Buffer.byteLength(text, "utf8"),
        source: "upload",
        utterances: parsed.utterances,
        speakers: parsed.speakers,
        durationSeconds: parsed.durationSeconds,
      });
      const day = new Date(now);
      // Each rep's newest call is today (clamped to now below), so "this month" has a call even on the 1st;
      // the older ones are staggered by a day per rep so the reps' timelines differ.
      const newest = n === CALLS_PER_REP - 1;
      day.setUTCDate(day.getUTCDate() - Math.round(((CALLS_PER_REP - 1 - n) * SPAN_DAYS) / (CALLS_PER_REP - 1)) - (newest ? 0 : index));
      day.setUTCHours(call.hour, 0, 0, 0);
      await db.update(transcripts).set({ uploadedAt: day > now ? now : day }).where(eq(transcripts.id, row.id));
      await runAnalysis(db, engine, row.id);
      created += 1;
    }
    await db
      .update(analyses)
      .set({ createdAt: sql`(SELECT uploaded_at FROM transcripts WHERE transcripts.id = ${analyses.transcriptId})` })
      .where(eq(analyses.userId, userId));
  }
  const firstRep = await findUserByEmail(db, DEMO_TEAM.reps[0].email);
  const [latest] = firstRep
    ? await db.select({ id: transcripts.id }).from(transcripts).where(eq(transcripts.userId, firstRep.id)).orderBy(sql`${transcripts.uploadedAt} DESC`).limit(1)
    : [];
  if (latest) {
    const [commented] = await db.select({ id: callComments.id }).from(callComments).where(eq(callComments.transcriptId, latest.id)).limit(1);
    if (!commented) {
      await db.insert(callComments).values({ id: randomUUID(), transcriptId: latest.id, authorId: managerId, body: "Nice recap here. Next time, ask who signs before you send pricing.", atSeconds: 65 });
    }
  }
  log(`Team ${DEMO_TEAM.name}: ${DEMO_TEAM.reps.length} reps, ${created} new calls.`);
}
