import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { CallBattleCard } from "@shared/trackers";
import type { Db } from "../../db/open";
import { trackerCallScans, trackerHits, trackers, transcripts } from "../../db/schema";
import { analysisRoles } from "../../engine/roles";
import { battleCardUsage, cardPoints, type TrackerHit } from "../../engine/trackers";
import { callAccess } from "../teams";
import { speakerName } from "./hits";

/**
 * The battle cards of the trackers a call mentions (the owner's and their team's, as matched), each with
 * its mentions and whether the seller side's answer used the card's points. For whoever may read the call.
 * Our side is the one the last scan read (the analysis' roles); a call not scanned since that was kept
 * has its roles worked out here, as the analysis does.
 */
export async function callBattleCards(db: Db, readerId: string, transcriptId: string): Promise<CallBattleCard[]> {
  await callAccess(db, readerId, transcriptId);
  const rows = await db
    .select({ trackerId: trackers.id, name: trackers.name, card: trackers.battleCard, speaker: trackerHits.speaker, atSeconds: trackerHits.atSeconds, text: trackerHits.text })
    .from(trackerHits)
    .innerJoin(trackers, eq(trackers.id, trackerHits.trackerId))
    .where(and(eq(trackerHits.transcriptId, transcriptId), isNotNull(trackers.battleCard)))
    .orderBy(asc(trackerHits.atSeconds), asc(trackers.name));
  const withCards = rows.filter((row) => row.card && (cardPoints(row.card).length > 0 || row.card.summary !== ""));
  if (withCards.length === 0) return [];

  const [call] = await db
    .select({ utterances: transcripts.diarizationData, mapping: transcripts.speakerMapping, revision: transcripts.revision, sellers: trackerCallScans.sellerSpeakers })
    .from(transcripts)
    .leftJoin(trackerCallScans, eq(trackerCallScans.transcriptId, transcripts.id))
    .where(eq(transcripts.id, transcriptId))
    .limit(1);
  if (!call) return [];
  const sellers = call.sellers ?? analysisRoles(call.utterances, call.mapping, call.revision > 0).repSpeakers;

  const byTracker = new Map<string, { name: string; card: NonNullable<(typeof withCards)[number]["card"]>; hits: TrackerHit[] }>();
  for (const row of withCards) {
    const entry = byTracker.get(row.trackerId) ?? { name: row.name, card: row.card!, hits: [] };
    entry.hits.push({ trackerId: row.trackerId, speaker: row.speaker, atSeconds: row.atSeconds, text: row.text });
    byTracker.set(row.trackerId, entry);
  }
  return [...byTracker].map(([trackerId, { name, card, hits }]) => ({
    trackerId,
    name,
    card,
    mentions: hits.map((hit) => ({ atSeconds: hit.atSeconds, speaker: speakerName(call.mapping, call.utterances, hit.speaker), text: hit.text })),
    usage: battleCardUsage(card, hits, call.utterances, sellers),
  }));
}
