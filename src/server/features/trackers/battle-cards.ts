import { eq } from "drizzle-orm";
import { EMPTY_BATTLE_CARD, type BattleCard } from "@shared/trackers";
import type { Db } from "../../db/open";
import { trackers } from "../../db/schema";
import { notFound } from "../../http/errors";
import { trackerFor, type TrackerReader } from "./access";

/** The battle card of a tracker the reader sees (their own or their team's); an empty card until one is written. */
export async function readBattleCard(db: Db, reader: TrackerReader, trackerId: string): Promise<BattleCard> {
  return (await trackerFor(db, reader, trackerId)).battleCard ?? EMPTY_BATTLE_CARD;
}

/** Replaces a tracker's card: the reader's own tracker, or their team's when they manage it (a rep's try is a 403). */
export async function writeBattleCard(db: Db, reader: TrackerReader, trackerId: string, card: BattleCard): Promise<BattleCard> {
  await trackerFor(db, reader, trackerId, "edit");
  const [row] = await db.update(trackers).set({ battleCard: card, updatedAt: new Date() }).where(eq(trackers.id, trackerId)).returning({ card: trackers.battleCard });
  if (!row) throw notFound("Tracker not found");
  return row.card ?? EMPTY_BATTLE_CARD;
}
