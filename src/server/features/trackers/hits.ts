import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { NamedEntity, SpeakerMapping } from "@shared/analysis";
import type { TrackerHitView } from "@shared/trackers";
import type { Utterance } from "@shared/utterance";
import type { Db } from "../../db/open";
import { trackerCallScans, trackerHits, trackers, transcripts } from "../../db/schema";
import { scanCall, scanStoredCalls, type CallTrackerScan, type MatchableTracker, type ScannedCall, type TrackerScanTask } from "../../engine/trackers";
import { callAccess } from "../teams";
import { trackerReader, visibleTrackers } from "./access";
import { addDefaultsOnce } from "./service";

/** A database handle or an open transaction: hits are written inside the analysis' own transaction. */
type Writer = Pick<Db, "delete" | "insert">;

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

/** Replaces a call's hits and what its scan read with these. */
export async function storeTrackerHits(db: Writer, transcriptId: string, scan: CallTrackerScan): Promise<void> {
  await db.delete(trackerHits).where(eq(trackerHits.transcriptId, transcriptId));
  if (scan.hits.length > 0) await db.insert(trackerHits).values(scan.hits.map((hit) => ({ id: randomUUID(), transcriptId, ...hit })));
  const read = { organizations: scan.organizations, sellerSpeakers: scan.sellerSpeakers, scannedAt: new Date() };
  await db.insert(trackerCallScans).values({ transcriptId, ...read }).onConflictDoUpdate({ target: trackerCallScans.transcriptId, set: read });
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
 * there): small pages keep each read short, and the thread scans a page while the next one is read.
 */
const RESCAN_PAGE = 5;

const completedCallsOf = (userId: string) => and(eq(transcripts.userId, userId), eq(transcripts.status, "completed"), isNull(transcripts.deletedAt));

async function readPage(db: Db, userId: string, after: string): Promise<TrackerScanTask["calls"]> {
  const rows = await db
    .select({
      id: transcripts.id,
      // Text, not jsonb: the engine thread parses it, so the web thread never parses a 30-minute call.
      utterancesJson: sql<string>`${transcripts.diarizationData}::text`,
      mapping: transcripts.speakerMapping,
      revision: transcripts.revision,
      entitiesJson: transcripts.namedEntities,
    })
    .from(transcripts)
    .where(and(completedCallsOf(userId), gt(transcripts.id, after)))
    .orderBy(asc(transcripts.id))
    .limit(RESCAN_PAGE);
  return rows.map(({ revision, ...call }) => ({ ...call, confirmed: revision > 0 }));
}

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

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
  while (page.length > 0) {
    const scanning = scan({ trackers: trackerList, calls: page });
    // The next page is read while the engine thread scans this one.
    const last = page.at(-1)!;
    const next = page.length < RESCAN_PAGE ? Promise.resolve([]) : readPage(db, userId, last.id);
    // Awaited below; this only keeps a failed read from being reported as unhandled when the scan fails first.
    next.catch(() => undefined);
    for (const call of await scanning) {
      await db.transaction(async (tx) => storeTrackerHits(tx, call.id, call));
      scanned += 1;
      await yieldToRequests();
    }
    await progress.scanned(scanned);
    page = await next;
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
