import { and, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/open";
import { trackers } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import { membershipOf, type Membership } from "../teams";

/** Who is reading or changing trackers: the user and, when they are on a team, the team and their role in it. */
export interface TrackerReader {
  userId: string;
  team: Membership | null;
}

/** Membership is read on every request, so a member who left loses the team's trackers at once. */
export async function trackerReader(db: Db, userId: string): Promise<TrackerReader> {
  return { userId, team: await membershipOf(db, userId) };
}

/** SQL true for the trackers the reader sees: their own and their current team's. */
export function visibleTrackers(reader: TrackerReader): SQL {
  const own = eq(trackers.userId, reader.userId);
  return reader.team ? (or(own, eq(trackers.teamId, reader.team.teamId)) as SQL) : own;
}

/** Only a team's managers change its trackers and their cards; a rep reads and uses them. */
export const mayEdit = (reader: TrackerReader, row: { teamId: string | null }): boolean =>
  row.teamId === null || (reader.team?.teamId === row.teamId && reader.team.role === "manager");

export const teamTrackerForbidden = () =>
  new AppError("FORBIDDEN", "This is your team's shared tracker: only a team manager can change it or its battle card");

type TrackerRow = typeof trackers.$inferSelect;

/**
 * A tracker the reader may see (their own or their team's); anyone else's is "not found", exactly like a
 * missing id, so ids reveal nothing. `need: "edit"` refuses a rep's change to a team tracker with a 403.
 */
export async function trackerFor(db: Db, reader: TrackerReader, id: string, need: "read" | "edit" = "read"): Promise<TrackerRow> {
  const [row] = await db.select().from(trackers).where(and(eq(trackers.id, id), visibleTrackers(reader))).limit(1);
  if (!row) throw notFound("Tracker not found");
  if (need === "edit" && !mayEdit(reader, row)) throw teamTrackerForbidden();
  return row;
}
