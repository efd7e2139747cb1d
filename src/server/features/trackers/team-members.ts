import { eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { teamMembers } from "../../db/schema";

/** The members of a team, whose calls a change to the team's trackers re-scans. */
export async function teamMemberIds(db: Db, teamId: string): Promise<string[]> {
  return (await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId))).map((row) => row.userId);
}
