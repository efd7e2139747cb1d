import { randomUUID } from "node:crypto";
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { trackerInputSchema } from "@shared/trackers";
import { DEFAULT_TRACKERS, TRACKER_LIMITS, type Tracker, type TrackerList } from "@shared/trackers";
import type { z } from "zod";
import type { Db } from "../../db/open";
import { teams, trackers, users } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import { mayEdit, trackerFor, visibleTrackers, type TrackerReader } from "./access";
import { rescanProgress } from "./rescan-progress";

type TrackerRow = typeof trackers.$inferSelect;
type ParsedInput = z.output<typeof trackerInputSchema>;

const hasContent = (card: TrackerRow["battleCard"]): boolean =>
  Boolean(card && (card.summary.trim() !== "" || card.whyWeWin.length > 0 || card.landmines.length > 0 || card.objections.length > 0));

export function toTracker(row: TrackerRow, reader: TrackerReader): Tracker {
  return {
    id: row.id,
    name: row.name,
    phrases: row.phrases,
    side: row.side,
    scope: row.teamId === null ? "mine" : "team",
    canEdit: mayEdit(reader, row),
    hasBattleCard: hasContent(row.battleCard),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A user's first read adds the default topic trackers, once: the flag on the user row is claimed in
 * the same transaction as the inserts, so two first reads at once add them once, and a user who
 * deleted a default never gets it back.
 */
export async function addDefaultsOnce(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(users)
      .set({ trackerDefaultsAdded: true })
      .where(and(eq(users.id, userId), eq(users.trackerDefaultsAdded, false)))
      .returning({ id: users.id });
    if (claimed.length === 0) return;
    const now = new Date();
    await tx.insert(trackers).values(
      // Distinct instants keep the list in the order the defaults are declared.
      DEFAULT_TRACKERS.map((d, i) => ({ id: randomUUID(), userId, name: d.name, phrases: d.phrases, side: d.side, createdAt: new Date(now.getTime() + i), updatedAt: new Date(now.getTime() + i) })),
    );
  });
}

/** The user's own trackers then their team's, oldest first (the defaults on the first read), and their re-scan's progress. */
export async function listTrackers(db: Db, reader: TrackerReader): Promise<TrackerList> {
  await addDefaultsOnce(db, reader.userId);
  const rows = await db
    .select()
    .from(trackers)
    .where(visibleTrackers(reader))
    .orderBy(sql`${trackers.teamId} IS NOT NULL`, asc(trackers.createdAt), asc(trackers.id));
  return { trackers: rows.map((row) => toTracker(row, reader)), limit: TRACKER_LIMITS.trackersPerUser, rescan: await rescanProgress(db, reader.userId) };
}

/** Where a new tracker goes: the user's own list, or their team's (managers only). */
function ownerOf(reader: TrackerReader, scope: ParsedInput["scope"]): { userId: string | null; teamId: string | null; sameOwner: SQL; whose: string } {
  if (scope === "mine") return { userId: reader.userId, teamId: null, sameOwner: eq(trackers.userId, reader.userId), whose: "You" };
  if (!reader.team) throw new AppError("BAD_REQUEST", "You are not on a team, so you cannot create a team tracker");
  if (reader.team.role !== "manager") throw new AppError("FORBIDDEN", "Only a team manager can create a team tracker");
  return { userId: null, teamId: reader.team.teamId, sameOwner: eq(trackers.teamId, reader.team.teamId), whose: "Your team" };
}

const sameName = (sameOwner: SQL, name: string) => and(sameOwner, sql`lower(${trackers.name}) = lower(${name})`);

export async function createTracker(db: Db, reader: TrackerReader, input: ParsedInput): Promise<Tracker> {
  await addDefaultsOnce(db, reader.userId);
  const owner = ownerOf(reader, input.scope);
  const { scope: _scope, ...fields } = input;
  return db.transaction(async (tx) => {
    // Serialises creations in one list (the user's or the team's) so two at once cannot both pass the count.
    if (owner.teamId) await tx.execute(sql`SELECT id FROM ${teams} WHERE ${teams.id} = ${owner.teamId} FOR UPDATE`);
    else await tx.execute(sql`SELECT id FROM ${users} WHERE ${users.id} = ${reader.userId} FOR UPDATE`);
    const [existing] = await tx.select({ n: count() }).from(trackers).where(owner.sameOwner);
    if ((existing?.n ?? 0) >= TRACKER_LIMITS.trackersPerUser) {
      throw new AppError("BAD_REQUEST", `${owner.whose} can have at most ${TRACKER_LIMITS.trackersPerUser} trackers; delete one first`);
    }
    const [clash] = await tx.select({ id: trackers.id }).from(trackers).where(sameName(owner.sameOwner, fields.name)).limit(1);
    if (clash) throw new AppError("CONFLICT", `${owner.whose} already ${owner.teamId ? "has" : "have"} a tracker named "${fields.name}"`);
    const [row] = await tx.insert(trackers).values({ id: randomUUID(), userId: owner.userId, teamId: owner.teamId, ...fields }).returning();
    return toTracker(row!, reader);
  });
}

/** Changes a tracker the reader may edit; it keeps its scope (a `scope` in the body is not a move). */
export async function updateTracker(db: Db, reader: TrackerReader, id: string, input: ParsedInput): Promise<{ tracker: Tracker; teamId: string | null }> {
  const current = await trackerFor(db, reader, id, "edit");
  const sameOwner = current.teamId ? eq(trackers.teamId, current.teamId) : eq(trackers.userId, reader.userId);
  const { scope: _scope, ...fields } = input;
  const [clash] = await db
    .select({ id: trackers.id })
    .from(trackers)
    .where(and(sameName(sameOwner, fields.name), sql`${trackers.id} <> ${id}`))
    .limit(1);
  if (clash) throw new AppError("CONFLICT", `${current.teamId ? "Your team already has" : "You already have"} a tracker named "${fields.name}"`);
  const [row] = await db
    .update(trackers)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(trackers.id, id))
    .returning();
  if (!row) throw notFound("Tracker not found");
  return { tracker: toTracker(row, reader), teamId: row.teamId };
}

/** Deletes a tracker the reader may edit; its hits go with it (cascade). */
export async function deleteTracker(db: Db, reader: TrackerReader, id: string): Promise<void> {
  await trackerFor(db, reader, id, "edit");
  const deleted = await db.delete(trackers).where(eq(trackers.id, id)).returning({ id: trackers.id });
  if (deleted.length === 0) throw notFound("Tracker not found");
}
