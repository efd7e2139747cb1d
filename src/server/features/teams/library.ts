import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { CallAccess, LibraryItem, TeamCall } from "@shared/teams";
import type { Db } from "../../db/open";
import { analyses, teamLibrary, teamMembers, transcripts, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { callAccess, membershipOf } from "./access";
import { requireMember } from "./team-service";

const ownerName = sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`;

/** What the call screen needs to know: whose call it is and what this reader may do with it. */
export async function callAccessView(db: Db, readerId: string, transcriptId: string): Promise<CallAccess> {
  const facts = await callAccess(db, readerId, transcriptId);
  const [owner] = await db.select({ name: ownerName }).from(users).where(eq(users.id, facts.ownerId));
  const membership = await membershipOf(db, readerId);
  const teamId = membership && membership.teamId === facts.teamId ? membership.teamId : null;
  const [listed] = teamId
    ? await db.select({ one: sql<number>`1` }).from(teamLibrary).where(and(eq(teamLibrary.teamId, teamId), eq(teamLibrary.transcriptId, transcriptId)))
    : [];
  return {
    isOwner: facts.isOwner,
    canEdit: facts.canEdit,
    ownerName: owner?.name ?? "",
    teamId,
    inLibrary: Boolean(listed),
    canCurate: teamId !== null && membership?.role === "manager",
  };
}

const callColumns = {
  id: transcripts.id,
  name: transcripts.name,
  status: transcripts.status,
  uploadedAt: transcripts.uploadedAt,
  ownerId: transcripts.userId,
  ownerName,
  aiScore: analyses.aiScore,
};

const toCall = (row: { id: string; name: string; status: TeamCall["status"]; uploadedAt: Date; ownerId: string; ownerName: string; aiScore: number | null }): TeamCall => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** One member's calls, newest first, for anyone on the same team (the dashboard's "click a rep"). */
export async function memberCalls(db: Db, readerId: string, teamId: string, memberId: string, limit = 100): Promise<TeamCall[]> {
  await requireMember(db, readerId, teamId);
  const [member] = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(and(eq(teamMembers.userId, memberId), eq(teamMembers.teamId, teamId)));
  if (!member) throw notFound("Member not found");
  const rows = await db
    .select(callColumns)
    .from(transcripts)
    .innerJoin(users, eq(users.id, transcripts.userId))
    .leftJoin(analyses, eq(analyses.transcriptId, transcripts.id))
    .where(and(eq(transcripts.userId, memberId), isNull(transcripts.deletedAt)))
    .orderBy(desc(transcripts.uploadedAt), desc(transcripts.id))
    .limit(limit);
  return rows.map(toCall);
}

/**
 * The team library: calls a manager marked worth learning from, still owned by a current member (a
 * removed member's calls drop out at once, as their other calls do) and not deleted.
 */
export async function listLibrary(db: Db, readerId: string, teamId: string): Promise<LibraryItem[]> {
  await requireMember(db, readerId, teamId);
  const addedBy = sql<string>`(SELECT btrim(first_name || ' ' || last_name) FROM ${users} AS adder WHERE adder.id = ${teamLibrary.addedBy})`;
  const rows = await db
    .select({ ...callColumns, addedAt: teamLibrary.createdAt, addedBy })
    .from(teamLibrary)
    .innerJoin(transcripts, eq(transcripts.id, teamLibrary.transcriptId))
    .innerJoin(teamMembers, and(eq(teamMembers.userId, transcripts.userId), eq(teamMembers.teamId, teamId)))
    .innerJoin(users, eq(users.id, transcripts.userId))
    .leftJoin(analyses, eq(analyses.transcriptId, transcripts.id))
    .where(and(eq(teamLibrary.teamId, teamId), isNull(transcripts.deletedAt)))
    .orderBy(desc(teamLibrary.createdAt));
  return rows.map((row) => ({ ...toCall(row), addedAt: row.addedAt.toISOString(), addedBy: row.addedBy ?? "" }));
}

/** A manager marks a teammate's call (or their own) worth learning from. */
export async function addToLibrary(db: Db, managerId: string, teamId: string, transcriptId: string): Promise<void> {
  await requireMember(db, managerId, teamId, "manager");
  const facts = await callAccess(db, managerId, transcriptId);
  if (facts.teamId !== teamId) throw notFound("Transcript not found");
  await db.insert(teamLibrary).values({ teamId, transcriptId, addedBy: managerId }).onConflictDoNothing();
}

export async function removeFromLibrary(db: Db, managerId: string, teamId: string, transcriptId: string): Promise<void> {
  await requireMember(db, managerId, teamId, "manager");
  const removed = await db
    .delete(teamLibrary)
    .where(and(eq(teamLibrary.teamId, teamId), eq(teamLibrary.transcriptId, transcriptId)))
    .returning({ id: teamLibrary.transcriptId });
  if (removed.length === 0) throw notFound("Not in the library");
}
