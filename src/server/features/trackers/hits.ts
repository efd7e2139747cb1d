import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { SpeakerMapping } from "@shared/analysis";
import type { TrackerHitView } from "@shared/trackers";
import type { Utterance } from "@shared/utterance";
import type { Db } from "../../db/open";
import { trackerHits, trackers, transcripts } from "../../db/schema";
import { trackerMatcher, type MatchableTracker, type TrackerHit } from "../../engine/trackers";
import { analysisRoles } from "../../engine/roles";
import { callAccess } from "../teams";
import { addDefaultsOnce } from "./service";

/** A database handle or an open transaction: hits are written inside the analysis' own transaction. */
type Writer = Pick<Db, "delete" | "insert">;

/** The call owner's trackers as the matcher reads them (the defaults too, if the owner never opened the list). */
async function matchableTrackers(db: Db, ownerId: string): Promise<MatchableTracker[]> {
  await addDefaultsOnce(db, ownerId);
  return db.select({ id: trackers.id, phrases: trackers.phrases, side: trackers.side }).from(trackers).where(eq(trackers.userId, ownerId));
}

/** The call owner's trackers in a call. */
export async function findTrackerHits(db: Db, ownerId: string, utterances: readonly Utterance[], repSpeakers: readonly number[]): Promise<TrackerHit[]> {
  return trackerMatcher(await matchableTrackers(db, ownerId))(utterances, repSpeakers);
}

/** Replaces a call's hits with these. */
export async function storeTrackerHits(db: Writer, transcriptId: string, hits: readonly TrackerHit[]): Promise<void> {
  await db.delete(trackerHits).where(eq(trackerHits.transcriptId, transcriptId));
  if (hits.length === 0) return;
  await db.insert(trackerHits).values(hits.map((hit) => ({ id: randomUUID(), transcriptId, ...hit })));
}

const RESCAN_PAGE = 10;

/**
 * Finds the user's trackers again in every analysed call of theirs, after a tracker changed. Calls are
 * read a page at a time and the event loop is let go between calls, so the web thread stays quick when
 * the worker shares its process (ROLE=all). Answers the number of calls scanned.
 */
export async function rescanUserCalls(db: Db, userId: string): Promise<number> {
  const match = trackerMatcher(await matchableTrackers(db, userId));
  let after = "";
  let scanned = 0;
  for (;;) {
    const page = await db
      .select({ id: transcripts.id, utterances: transcripts.diarizationData, mapping: transcripts.speakerMapping, revision: transcripts.revision })
      .from(transcripts)
      .where(and(eq(transcripts.userId, userId), eq(transcripts.status, "completed"), isNull(transcripts.deletedAt), gt(transcripts.id, after)))
      .orderBy(asc(transcripts.id))
      .limit(RESCAN_PAGE);
    for (const call of page) {
      const { repSpeakers } = analysisRoles(call.utterances, call.mapping, call.revision > 0);
      const hits = match(call.utterances, repSpeakers);
      await db.transaction(async (tx) => storeTrackerHits(tx, call.id, hits));
      scanned += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const last = page.at(-1);
    if (!last || page.length < RESCAN_PAGE) return scanned;
    after = last.id;
  }
}

/** The name a speaker is shown by, as the analysis screen shows it. */
function speakerName(mapping: SpeakerMapping, utterances: readonly Utterance[], speaker: number): string {
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
