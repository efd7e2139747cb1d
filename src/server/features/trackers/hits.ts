import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { NamedEntity, SpeakerMapping } from "@shared/analysis";
import type { TrackerHitView } from "@shared/trackers";
import type { Utterance } from "@shared/utterance";
import type { Db } from "../../db/open";
import { trackerCallScans, trackerHits, trackers, transcripts } from "../../db/schema";
import { scanCall, scanStoredCalls, type CallTrackerScan, type MatchableTracker, type ScannedCall, type TrackerHit, type TrackerScanTask } from "../../engine/trackers";
import { callAccess } from "../teams";
import { trackerReader, visibleTrackers } from "./access";
import { addDefaultsOnce } from "./service";

/** A database handle or an open transaction: hits are written inside the analysis' own transaction. */
type Writer = Pick<Db, "delete" | "execute" | "insert">;

/** The call owner's trackers as the matcher reads them: their own (the defaults too, if they never opened the list) and their team's. */
async function matchableTrackers(db: Db, ownerId: string): Promise<MatchableTracker[]> {
  await addDefaultsOnce(db, ownerId);
  return db
    .select({ id: trackers.id, phrases: trackers.phrases, side: trackers.side })
    .from(trackers)
    .where(visibleTrackers(await trackerReader(db, ownerId)));
}

/** The call owner's (and their team's) trackers in a call, and the organisations its customer side named. */
export async function findTrackerHits(db: Db, ownerId: string, utterances: readonly Utterance[], repSpeakers: readonly number[], entities: readonly NamedEntity[]): Promise<CallTrackerScan> {
  return scanCall(await matchableTrackers(db, ownerId), utterances, repSpeakers, entities);
}

/**
 * Rows per insert statement. PGlite runs on the web thread and a statement cannot be interrupted: about
 * 50 hits is a few milliseconds, so a request waits at most that long behind a re-scan's write.
 */
const HITS_PER_STATEMENT = 50;

/**
 * Inserts hits, one JSON parameter per statement (far cheaper to bind than six parameters a row), for
 * trackers that still exist; with a token, only while the call's scan row still carries it, so a re-scan
 * writing in pieces stops as soon as an analysis rewrote the call.
 */
function insertHits(db: Writer, transcriptId: string, hits: readonly TrackerHit[], token?: string) {
  const rows = JSON.stringify(hits.map((h) => ({ t: h.trackerId, s: h.speaker, a: h.atSeconds, x: h.text })));
  const stillOurs = token === undefined ? sql`` : sql`AND EXISTS (SELECT 1 FROM ${trackerCallScans} WHERE ${trackerCallScans.transcriptId} = ${transcriptId} AND ${trackerCallScans.scanToken} = ${token})`;
  return db.execute(sql`INSERT INTO ${trackerHits} (transcript_id, tracker_id, speaker, at_seconds, text)
    SELECT ${transcriptId}, h.t, h.s, h.a, h.x FROM jsonb_to_recordset(${rows}::jsonb) AS h(t text, s int, a real, x text)
    WHERE EXISTS (SELECT 1 FROM ${trackers} WHERE ${trackers.id} = h.t) ${stillOurs}`);
}

const scanRow = (scan: Omit<CallTrackerScan, "hits">, token: string) => ({
  organizations: scan.organizations,
  sellerSpeakers: scan.sellerSpeakers,
  trackerDigests: scan.digests,
  scanToken: token,
  scannedAt: new Date(),
});

function upsertCallScan(db: Writer, transcriptId: string, scan: Omit<CallTrackerScan, "hits">, token: string) {
  const read = scanRow(scan, token);
  return db.insert(trackerCallScans).values({ transcriptId, ...read }).onConflictDoUpdate({ target: trackerCallScans.transcriptId, set: read });
}

/** Replaces a call's hits and what its scan read with these, all at once (inside the analysis' transaction). */
export async function storeTrackerHits(db: Writer, transcriptId: string, scan: CallTrackerScan): Promise<void> {
  await db.delete(trackerHits).where(eq(trackerHits.transcriptId, transcriptId));
  for (let i = 0; i < scan.hits.length; i += HITS_PER_STATEMENT * 10) await insertHits(db, transcriptId, scan.hits.slice(i, i + HITS_PER_STATEMENT * 10));
  await upsertCallScan(db, transcriptId, scan, randomUUID());
}

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Writes a re-scanned call: only the trackers whose hits changed. Their old hits go and the call is
 * marked as being written (those trackers' digests left out, a fresh token) in one short transaction;
 * the new hits follow in small statements with requests let in between; the digests are completed last.
 * A re-scan that stops half-way leaves those trackers without a digest, so the next one rewrites them;
 * a reader may see a call's hits half-written for the moment it takes.
 */
async function storeRescannedCall(db: Db, call: ScannedCall, readToken: string | null): Promise<void> {
  const token = randomUUID();
  const changed = new Set(call.changedTrackers);
  const row = scanRow({ ...call, digests: Object.fromEntries(Object.entries(call.digests).filter(([id]) => !changed.has(id))) }, token);
  const claimed = await db.transaction(async (tx) => {
    // Only if nobody wrote the call since its page was read: an analysis in between (a new revision,
    // corrected roles) already stored fresher hits, and this scan read the old call.
    const mine =
      readToken === null
        ? await tx.insert(trackerCallScans).values({ transcriptId: call.id, ...row }).onConflictDoNothing().returning({ id: trackerCallScans.transcriptId })
        : await tx
            .update(trackerCallScans)
            .set(row)
            .where(and(eq(trackerCallScans.transcriptId, call.id), eq(trackerCallScans.scanToken, readToken)))
            .returning({ id: trackerCallScans.transcriptId });
    if (mine.length === 0) return false;
    if (changed.size > 0) await tx.delete(trackerHits).where(and(eq(trackerHits.transcriptId, call.id), inArray(trackerHits.trackerId, [...changed])));
    return true;
  });
  if (!claimed || changed.size === 0) return;
  for (let i = 0; i < call.hits.length; i += HITS_PER_STATEMENT) {
    await yieldToRequests();
    await insertHits(db, call.id, call.hits.slice(i, i + HITS_PER_STATEMENT), token);
  }
  await db
    .update(trackerCallScans)
    .set({ trackerDigests: call.digests })
    .where(and(eq(trackerCallScans.transcriptId, call.id), eq(trackerCallScans.scanToken, token)));
}

/** Runs a re-scan's CPU work: the engine thread in the app (ROLE=all or worker), in-process in tests and scripts. */
export type CallScanner = (task: TrackerScanTask) => Promise<ScannedCall[]>;
export const scanInProcess: CallScanner = async (task) => scanStoredCalls(task);

export interface RescanProgress {
  started(total: number): Promise<unknown>;
  scanned(done: number): Promise<unknown>;
}
const noProgress: RescanProgress = { started: async () => undefined, scanned: async () => undefined };

/**
 * Calls per engine-thread task. A page's text is read in one statement on the web thread (PGlite runs
 * there, about 1 ms a 30-minute call) and its hits come back as one message the web thread decodes
 * (2-4 ms a call when every hit is new): a few calls keep each of those slices under 10 ms.
 */
const RESCAN_PAGE = 3;

const completedCallsOf = (userId: string) => and(eq(transcripts.userId, userId), eq(transcripts.status, "completed"), isNull(transcripts.deletedAt));

interface Page {
  calls: TrackerScanTask["calls"];
  /** Each call's scan token when read (null: never scanned), so writing can tell whether someone wrote it since. */
  tokens: Map<string, string | null>;
}

async function readPage(db: Db, userId: string, after: string): Promise<Page> {
  const rows = await db
    .select({
      id: transcripts.id,
      mapping: transcripts.speakerMapping,
      revision: transcripts.revision,
      entitiesJson: transcripts.namedEntities,
      storedDigests: trackerCallScans.trackerDigests,
      token: trackerCallScans.scanToken,
      knownSellers: trackerCallScans.sellerSpeakers,
    })
    .from(transcripts)
    .leftJoin(trackerCallScans, eq(trackerCallScans.transcriptId, transcripts.id))
    .where(and(completedCallsOf(userId), gt(transcripts.id, after)))
    .orderBy(asc(transcripts.id))
    .limit(RESCAN_PAGE);
  if (rows.length === 0) return { calls: [], tokens: new Map() };
  // The text in a second statement, by id: in the first, the database would turn every call of the
  // user into text before sorting them (30 ms a page at 1,000 calls, against 1 ms a call this way).
  // Text, not jsonb: the engine thread parses it, so the web thread never parses a 30-minute call.
  const texts = await db
    .select({ id: transcripts.id, utterancesJson: sql<string>`${transcripts.diarizationData}::text` })
    .from(transcripts)
    .where(inArray(transcripts.id, rows.map((row) => row.id)));
  const textOf = new Map(texts.map((row) => [row.id, row.utterancesJson]));
  return {
    calls: rows.map(({ revision, storedDigests, token: _token, ...call }) => ({ ...call, utterancesJson: textOf.get(call.id) ?? "[]", confirmed: revision > 0, storedDigests: storedDigests ?? {} })),
    tokens: new Map(rows.map((row) => [row.id, row.token])),
  };
}

/**
 * Finds the user's trackers (their own and their team's) again in every analysed call of theirs, after
 * a tracker changed. The web thread only reads pages and writes results, one call per statement group,
 * letting requests in between; detecting roles and matching run in `scan` (the engine thread in the app).
 * Answers the number of calls scanned.
 */
export async function rescanUserCalls(db: Db, userId: string, scan: CallScanner = scanInProcess, progress: RescanProgress = noProgress): Promise<number> {
  const trackerList = await matchableTrackers(db, userId);
  const [total] = await db.select({ n: count() }).from(transcripts).where(completedCallsOf(userId));
  await progress.started(total?.n ?? 0);
  let page = await readPage(db, userId, "");
  let scanned = 0;
  while (page.calls.length > 0) {
    const scanning = scan({ trackers: trackerList, calls: page.calls });
    // The next page is read while the engine thread scans this one; the writes wait for the read, so
    // a request never queues behind more than one of the re-scan's statements.
    const last = page.calls.at(-1)!;
    let next: Page = { calls: [], tokens: new Map() };
    try {
      if (page.calls.length === RESCAN_PAGE) next = await readPage(db, userId, last.id);
    } finally {
      // A failed read must not leave the scan's answer unhandled.
      scanning.catch(() => undefined);
    }
    for (const call of await scanning) {
      await storeRescannedCall(db, call, page.tokens.get(call.id) ?? null);
      scanned += 1;
      await yieldToRequests();
    }
    await progress.scanned(scanned);
    page = next;
  }
  return scanned;
}

/** The name a speaker is shown by, as the analysis screen shows it. */
export function speakerName(mapping: SpeakerMapping, utterances: readonly Utterance[], speaker: number): string {
  const mapped = mapping[String(speaker)]?.name.trim();
  return mapped || utterances.find((u) => u.speaker === speaker)?.name?.trim() || `Speaker ${speaker + 1}`;
}

/** A call's tracker hits in the order said, for whoever may read the call (its owner and teammates). */
export async function listTrackerHits(db: Db, readerId: string, transcriptId: string): Promise<TrackerHitView[]> {
  await callAccess(db, readerId, transcriptId);
  const [call] = await db.select({ utterances: transcripts.diarizationData, mapping: transcripts.speakerMapping }).from(transcripts).where(eq(transcripts.id, transcriptId)).limit(1);
  if (!call) return [];
  const rows = await db
    .select({ trackerId: trackerHits.trackerId, name: trackers.name, speaker: trackerHits.speaker, atSeconds: trackerHits.atSeconds, text: trackerHits.text })
    .from(trackerHits)
    .innerJoin(trackers, eq(trackers.id, trackerHits.trackerId))
    .where(eq(trackerHits.transcriptId, transcriptId))
    .orderBy(asc(trackerHits.atSeconds), asc(trackers.name));
  return rows.map((row) => ({ ...row, speaker: speakerName(call.mapping, call.utterances, row.speaker), speakerNumber: row.speaker }));
}
