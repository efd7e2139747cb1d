import { eq } from "drizzle-orm";
import { planById } from "@shared/plans";
import { BATTLE_CARD_PLANS, battleCardsIncluded, EMPTY_BATTLE_CARD, type BattleCard } from "@shared/trackers";
import type { Db } from "../../db/open";
import { trackers, users } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import { coveringPlan } from "../teams";
import { trackerFor, type TrackerReader } from "./access";

/** The battle card of a tracker the reader sees (their own or their team's); an empty card until one is written. */
export async function readBattleCard(db: Db, reader: TrackerReader, trackerId: string): Promise<BattleCard> {
  return (await trackerFor(db, reader, trackerId)).battleCard ?? EMPTY_BATTLE_CARD;
}

const upgradeMessage = () =>
  `Battle cards come with the ${BATTLE_CARD_PLANS.map((id) => planById(id).name).join(" or ")} plan: upgrade in Settings → Plans to write one`;

/** Writing cards is a Pro feature (SPEC §9): the writer's own plan or their team's must include it. Reading stays open. */
async function requireCardPlan(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound("User not found");
  if (!battleCardsIncluded(await coveringPlan(db, userId, row.plan))) throw new AppError("FORBIDDEN", upgradeMessage());
}

/**
 * Replaces a tracker's card: the reader's own tracker, or their team's when they manage it (a rep's try is a
 * 403), on a plan that includes battle cards (403 with the upgrade in words otherwise).
 */
export async function writeBattleCard(db: Db, reader: TrackerReader, trackerId: string, card: BattleCard): Promise<BattleCard> {
  await trackerFor(db, reader, trackerId, "edit");
  await requireCardPlan(db, reader.userId);
  const [row] = await db.update(trackers).set({ battleCard: card, updatedAt: new Date() }).where(eq(trackers.id, trackerId)).returning({ card: trackers.battleCard });
  if (!row) throw notFound("Tracker not found");
  return row.card ?? EMPTY_BATTLE_CARD;
}
