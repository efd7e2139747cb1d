import { eq } from "drizzle-orm";
import type { PlanId } from "@shared/auth";
import { canHaveTeam } from "@shared/teams";
import type { Db } from "../../db/open";
import { teamMembers, teams, users } from "../../db/schema";

const RANK: Record<PlanId, number> = { free: 0, start: 1, pro: 2, unlimited: 3 };

/**
 * The plan whose monthly recordings a user gets: their own, or their team's when that is better (the
 * team's plan, paid by one member, covers every member). A team whose payer fell back below Pro covers
 * no one, so its members are back on their own plans at once.
 */
export async function coveringPlan(db: Db, userId: string, own: PlanId): Promise<PlanId> {
  const [team] = await db
    .select({ plan: users.plan })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teams.billingUserId))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  if (!team || !canHaveTeam(team.plan)) return own;
  return RANK[team.plan] > RANK[own] ? team.plan : own;
}
