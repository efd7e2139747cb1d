import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { INVITATION_DAYS, type InvitationPreview, type InviteInput, type TeamRole } from "@shared/teams";
import type { Db } from "../../db/open";
import { teamInvitations, teamMembers, teams, users } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import { requireMember } from "./team-service";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The link carries a random 32-byte token; only its hash is stored. */
export async function createInvitation(db: Db, managerId: string, teamId: string, input: InviteInput, now = new Date()) {
  await requireMember(db, managerId, teamId, "manager");
  const email = input.email.trim();
  const [onTeam] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(teamMembers.teamId, teamId)))
    .limit(1);
  if (onTeam) throw new AppError("CONFLICT", `${email} is already on this team`);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 3600 * 1000);
  const role: TeamRole = input.role ?? "rep";
  await db.insert(teamInvitations).values({ id: randomUUID(), teamId, email, role, tokenHash: hashToken(token), invitedBy: managerId, createdAt: now, expiresAt });
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  const [inviter] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, managerId));
  return { token, email, expiresAt, teamName: team?.name ?? "", inviterName: `${inviter?.firstName ?? ""} ${inviter?.lastName ?? ""}`.trim() };
}

/** A token that is unknown, used or expired reads the same: the link does not work (404). */
const gone = () => notFound("This invitation link is not valid: it was used already, has expired or was withdrawn");

async function openInvitation(db: Pick<Db, "select">, token: string, now: Date) {
  const [row] = await db
    .select({ invitation: teamInvitations, teamName: teams.name, inviterFirst: users.firstName, inviterLast: users.lastName })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.tokenHash, hashToken(token)), isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, now)))
    .limit(1);
  if (!row) throw gone();
  return row;
}

export async function previewInvitation(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  const row = await openInvitation(db, token, now);
  return {
    teamName: row.teamName,
    invitedBy: `${row.inviterFirst} ${row.inviterLast}`.trim(),
    email: row.invitation.email,
    role: row.invitation.role,
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

/**
 * The signed-in user joins the team. The invitation is for one address: someone else holding the link
 * cannot use it. It is spent in the same transaction as the join, so it works once.
 */
export async function acceptInvitation(db: Db, userId: string, token: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const { invitation } = await openInvitation(tx, token, now);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user || user.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw new AppError("FORBIDDEN", `This invitation is for ${invitation.email}: sign in with that address to accept it`);
    }
    const [member] = await tx.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
    if (member) {
      throw new AppError("CONFLICT", member.teamId === invitation.teamId ? "You are already on this team" : "You are already on another team: leave it first");
    }
    const spent = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt)))
      .returning({ id: teamInvitations.id });
    if (spent.length === 0) throw gone();
    await tx.insert(teamMembers).values({ userId, teamId: invitation.teamId, role: invitation.role, joinedAt: now });
    return invitation.teamId;
  });
}

/** A manager withdraws an open invitation. */
export async function withdrawInvitation(db: Db, managerId: string, teamId: string, invitationId: string): Promise<void> {
  await requireMember(db, managerId, teamId, "manager");
  const removed = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId), isNull(teamInvitations.acceptedAt)))
    .returning({ id: teamInvitations.id });
  if (removed.length === 0) throw notFound("Invitation not found");
}
