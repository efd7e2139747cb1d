import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { PlanId } from "@shared/auth";
import { planById } from "@shared/plans";
import { canHaveTeam, TEAM_PLANS, type CreateTeamInput, type CurrentTeamAnswer, type Team, type TeamRole } from "@shared/teams";
import type { Db } from "../../db/open";
import { teamInvitations, teamMembers, teams, users } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import { membershipOf, type Membership } from "./access";

const upgradeMessage = () =>
  `Teams come with the ${TEAM_PLANS.map((id) => planById(id).name).join(" or ")} plan: upgrade in Settings → Plans to create one`;

/** The team a manager acts on: anyone not on it gets 404 (like a missing id); a rep gets 403. */
export async function requireMember(db: Db, userId: string, teamId: string, role?: "manager"): Promise<Membership> {
  const membership = await membershipOf(db, userId);
  if (!membership || membership.teamId !== teamId) throw notFound("Team not found");
  if (role === "manager" && membership.role !== "manager") throw new AppError("FORBIDDEN", "Only a team manager can do this");
  return membership;
}

export async function userPlan(db: Db, userId: string): Promise<PlanId> {
  const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound("User not found");
  return row.plan;
}

/** A Pro or Enterprise user without a team creates one and becomes its manager. */
export async function createTeam(db: Db, userId: string, input: CreateTeamInput): Promise<string> {
  if (!canHaveTeam(await userPlan(db, userId))) throw new AppError("FORBIDDEN", upgradeMessage());
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId)).limit(1);
    if (existing) throw new AppError("CONFLICT", "You are already on a team");
    await tx.insert(teams).values({ id, name: input.name, billingUserId: userId });
    // The primary key on user_id settles a race between two creations: the second insert fails.
    await tx.insert(teamMembers).values({ userId, teamId: id, role: "manager" }).onConflictDoNothing();
    const [mine] = await tx.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
    if (mine?.teamId !== id) throw new AppError("CONFLICT", "You are already on a team");
  });
  return id;
}

export async function seatCount(db: Db, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return row?.n ?? 0;
}

/** The user's team as the Team page shows it, or null with whether they may create one. */
export async function currentTeam(db: Db, userId: string, now = new Date()): Promise<CurrentTeamAnswer> {
  const membership = await membershipOf(db, userId);
  if (!membership) return { team: null, canCreate: canHaveTeam(await userPlan(db, userId)) };
  const [team] = await db
    .select({ id: teams.id, name: teams.name, plan: users.plan })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.billingUserId))
    .where(eq(teams.id, membership.teamId));
  if (!team) throw notFound("Team not found");
  const members = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, team.id))
    .orderBy(asc(teamMembers.joinedAt), asc(users.id));
  const invitations =
    membership.role === "manager"
      ? await db
          .select({ id: teamInvitations.id, email: teamInvitations.email, role: teamInvitations.role, expiresAt: teamInvitations.expiresAt })
          .from(teamInvitations)
          .where(and(eq(teamInvitations.teamId, team.id), isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, now)))
          .orderBy(asc(teamInvitations.createdAt))
      : [];
  const answer: Team = {
    ...team,
    seats: members.length,
    myRole: membership.role,
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
  return { team: answer, canCreate: false };
}

const managerCount = (db: Pick<Db, "select">, teamId: string) =>
  db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, "manager")))
    .then(([row]) => row?.n ?? 0);

/**
 * A manager removes a member, or anyone leaves (removes themselves). The last manager cannot leave or be
 * removed (the team would have no one to run it), nor can the member whose subscription pays for it.
 */
export async function removeMember(db: Db, actorId: string, teamId: string, memberId: string): Promise<void> {
  await requireMember(db, actorId, teamId, actorId === memberId ? undefined : "manager");
  await db.transaction(async (tx) => {
    // Row locks on the team's managers: two managers removing each other at once cannot leave none.
    await tx.execute(sql`SELECT 1 FROM ${teamMembers} WHERE ${teamMembers.teamId} = ${teamId} AND ${teamMembers.role} = 'manager' FOR UPDATE`);
    const [member] = await tx.select().from(teamMembers).where(and(eq(teamMembers.userId, memberId), eq(teamMembers.teamId, teamId)));
    if (!member) throw notFound("Member not found");
    if (member.role === "manager" && (await managerCount(tx, teamId)) <= 1) {
      throw new AppError("CONFLICT", "The team's last manager cannot leave: make someone else a manager first");
    }
    const [team] = await tx.select({ billingUserId: teams.billingUserId }).from(teams).where(eq(teams.id, teamId));
    if (team?.billingUserId === memberId) {
      throw new AppError("CONFLICT", "The member whose subscription pays for the team cannot leave it");
    }
    await tx.delete(teamMembers).where(and(eq(teamMembers.userId, memberId), eq(teamMembers.teamId, teamId)));
  });
}

/** A manager makes a member a manager or a rep; the last manager stays one. */
export async function changeRole(db: Db, actorId: string, teamId: string, memberId: string, role: TeamRole): Promise<void> {
  await requireMember(db, actorId, teamId, "manager");
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${teamMembers} WHERE ${teamMembers.teamId} = ${teamId} AND ${teamMembers.role} = 'manager' FOR UPDATE`);
    const [member] = await tx.select().from(teamMembers).where(and(eq(teamMembers.userId, memberId), eq(teamMembers.teamId, teamId)));
    if (!member) throw notFound("Member not found");
    if (member.role === "manager" && role === "rep" && (await managerCount(tx, teamId)) <= 1) {
      throw new AppError("CONFLICT", "The team's last manager cannot become a rep: make someone else a manager first");
    }
    await tx.update(teamMembers).set({ role }).where(and(eq(teamMembers.userId, memberId), eq(teamMembers.teamId, teamId)));
  });
}
