import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../../db/open";
import { teamMembers } from "../../db/schema";

/**
 * SQL true when the call owner in `ownerColumn` is a current teammate of `readerId` (the reader's own
 * calls are the caller's own rule). Read on every request, so a removed member loses access at once.
 */
export const teammateOwns = (ownerColumn: AnyColumn | SQL, readerId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${teamMembers} AS owner_m JOIN ${teamMembers} AS reader_m ON reader_m.team_id = owner_m.team_id
      WHERE owner_m.user_id = ${ownerColumn} AND reader_m.user_id = ${readerId})`;

/** SQL true when `readerId` manages the team the owner in `ownerColumn` is on: managers may change their reps' calls. */
export const managerOfOwner = (ownerColumn: AnyColumn | SQL, readerId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${teamMembers} AS owner_m JOIN ${teamMembers} AS reader_m ON reader_m.team_id = owner_m.team_id
      WHERE owner_m.user_id = ${ownerColumn} AND reader_m.user_id = ${readerId} AND reader_m.role = 'manager')`;

/** Whether `readerId` may read what `ownerId` recorded: themselves, or a current teammate. */
export async function mayReadOwnersCalls(db: Db, readerId: string, ownerId: string): Promise<boolean> {
  if (readerId === ownerId) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, ownerId), sql`${teamMembers.teamId} = (SELECT team_id FROM ${teamMembers} AS reader_m WHERE reader_m.user_id = ${readerId})`))
    .limit(1);
  return Boolean(row);
}
