import { sql, type SQL } from "drizzle-orm";
import { transcripts } from "../../db/schema";

/**
 * Who may see which calls, in one place: lists, counts, search and reading one call all filter with
 * `visibleTo`, changes (speakers, delete) with `changeableBy`. Today both are the user's own calls that
 * are not deleted; team access (issue 17) widens `visibleTo` here and nowhere else.
 */
export const visibleTo = (userId: string): SQL => sql`(${transcripts.userId} = ${userId} AND ${transcripts.deletedAt} IS NULL)`;

export const changeableBy = (userId: string): SQL => sql`(${transcripts.userId} = ${userId} AND ${transcripts.deletedAt} IS NULL)`;

/** One call by id, if the user may see it. */
export const visibleCall = (userId: string, id: string): SQL => sql`(${transcripts.id} = ${id} AND ${visibleTo(userId)})`;

/** One call by id, if the user may change it. */
export const changeableCall = (userId: string, id: string): SQL => sql`(${transcripts.id} = ${id} AND ${changeableBy(userId)})`;
