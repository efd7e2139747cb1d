import { and, eq } from "drizzle-orm";
import { EMPTY_BATTLE_CARD, type BattleCard } from "@shared/trackers";
import type { Db } from "../../db/open";
import { trackers } from "../../db/schema";
import { notFound } from "../../http/errors";

const ownTracker = (userId: string, id: string) => and(eq(trackers.id, id), eq(trackers.userId, userId));

/** The battle card of one of the user's trackers; an empty card until one is written. */
export async function readBattleCard(db: Db, userId: string, trackerId: string): Promise<BattleCard> {
  const [row] = await db.select({ card: trackers.battleCard }).from(trackers).where(ownTracker(userId, trackerId)).limit(1);
  if (!row) throw notFound("Tracker not found");
  return row.card ?? EMPTY_BATTLE_CARD;
}

/** Replaces the card of one of the user's trackers (another user's is "not found"). */
export async function writeBattleCard(db: Db, userId: string, trackerId: string, card: BattleCard): Promise<BattleCard> {
  const [row] = await db.update(trackers).set({ battleCard: card }).where(ownTracker(userId, trackerId)).returning({ card: trackers.battleCard });
  if (!row) throw notFound("Tracker not found");
  return row.card ?? EMPTY_BATTLE_CARD;
}
