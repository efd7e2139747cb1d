import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TeamRole } from "@shared/teams";
import type { Db } from "../../db/open";
import { teamMembers, transcripts } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";

export interface Membership {
  teamId: string;
  role: TeamRole;
}

/** The user's team and role, or null: a user belongs to at most one team. */
export async function membershipOf(db: Db, userId: string): Promise<Membership | null> {
  const [row] = await db.select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId)).limit(1);
  return row ?? null;
}

export interface CallAccessFacts {
  ownerId: string;
  isOwner: boolean;
  /** The team the call is shared with through the reader, when the reader is the owner's teammate (or the owner on a team). */
  teamId: string | null;
  /** The owner, or a manager of the owner's team. */
  canEdit: boolean;
}

const ownerMember = alias(teamMembers, "owner_member");
const readerMember = alias(teamMembers, "reader_member");

/**
 * Who may see a call: its owner and the owner's current teammates. Anyone else gets 404, exactly like a
 * missing id, so ids reveal nothing; membership is read on every request, so a removed member loses
 * access at once. `need: "edit"` (delete, correct speakers) also admits only the owner or a manager.
 */
export async function callAccess(db: Db, userId: string, transcriptId: string, need: "read" | "edit" = "read"): Promise<CallAccessFacts> {
  const [row] = await db
    .select({ ownerId: transcripts.userId, ownerTeam: ownerMember.teamId, readerRole: readerMember.role })
    .from(transcripts)
    .leftJoin(ownerMember, eq(ownerMember.userId, transcripts.userId))
    .leftJoin(readerMember, and(eq(readerMember.userId, userId), eq(readerMember.teamId, ownerMember.teamId)))
    .where(and(eq(transcripts.id, transcriptId), isNull(transcripts.deletedAt)))
    .limit(1);
  if (!row) throw notFound("Transcript not found");
  const isOwner = row.ownerId === userId;
  if (!isOwner && row.readerRole === null) throw notFound("Transcript not found");
  const canEdit = isOwner || row.readerRole === "manager";
  if (need === "edit" && !canEdit) throw new AppError("FORBIDDEN", "Only the call's owner or a team manager can change this call");
  return { ownerId: row.ownerId, isOwner, teamId: row.ownerTeam, canEdit };
}

/** The owner's id of a call the user may read (or edit): transcript and analysis reads take it in place of the user's id. */
export async function callOwnerFor(db: Db, userId: string, transcriptId: string, need: "read" | "edit" = "read"): Promise<string> {
  return (await callAccess(db, userId, transcriptId, need)).ownerId;
}
