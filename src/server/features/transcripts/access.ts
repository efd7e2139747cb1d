import { sql, type SQL } from "drizzle-orm";
import { transcripts } from "../../db/schema";
import { managerOfOwner, teammateOwns } from "../teams";

/**
 * Who may see which calls, in one place: lists, counts and search filter with `visibleTo` (the user's
 * own calls: a teammate's calls are reached from the Team page, not mixed into one's own lists); reading
 * one call with `visibleCall`, changes (speakers, delete) with `changeableCall`.
 * Team access (issue 17): one call is visible to its owner and the owner's current teammates, and
 * changeable by its owner and the managers of the owner's team. Anyone else finds nothing (404).
 */
export const visibleTo = (userId: string): SQL => sql`(${transcripts.userId} = ${userId} AND ${transcripts.deletedAt} IS NULL)`;

export const changeableBy = (userId: string): SQL => sql`(${transcripts.userId} = ${userId} AND ${transcripts.deletedAt} IS NULL)`;

/** One call by id, if the user may see it: their own, or a current teammate's. */
export const visibleCall = (userId: string, id: string): SQL =>
  sql`(${transcripts.id} = ${id} AND ${transcripts.deletedAt} IS NULL AND (${transcripts.userId} = ${userId} OR ${teammateOwns(transcripts.userId, userId)}))`;

/** One call by id, if the user may change it: their own, or a call of a rep on the team they manage. */
export const changeableCall = (userId: string, id: string): SQL =>
  sql`(${transcripts.id} = ${id} AND ${transcripts.deletedAt} IS NULL AND (${transcripts.userId} = ${userId} OR ${managerOfOwner(transcripts.userId, userId)}))`;
