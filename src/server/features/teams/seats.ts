import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { teams } from "../../db/schema";
import { syncSubscriptionSeats } from "../billing";
import { seatCount } from "./team-service";

/**
 * After a member joins or leaves: the paying member's Stripe subscription follows the seat count. The
 * membership change stands even when Stripe cannot be reached (logged); the next change syncs again.
 */
export async function followSeats(db: Db, config: Config, teamId: string, log: FastifyBaseLogger): Promise<void> {
  const [team] = await db.select({ billingUserId: teams.billingUserId }).from(teams).where(eq(teams.id, teamId));
  if (!team) return;
  const seats = await seatCount(db, teamId);
  try {
    const outcome = await syncSubscriptionSeats(db, config, team.billingUserId, seats);
    if (outcome === "updated") log.info({ teamId, seats }, "team seats synced to Stripe");
  } catch (error) {
    log.error({ err: error, teamId, seats }, "team seats could not be synced to Stripe");
  }
}
