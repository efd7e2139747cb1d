import { and, eq, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import { z } from "zod";
import { TRACKER_SUGGESTIONS_MAX, type TrackerSuggestions } from "@shared/trackers";
import type { Db } from "../../db/open";
import { teamMembers, trackerCallScans, trackers, transcripts, users } from "../../db/schema";
import { nameCovered } from "../../engine/trackers";
import type { Queue } from "../../jobs/queue";
import { teammateOwns } from "../teams";
import { visibleTrackers, type TrackerReader } from "./access";
import { queueRescans } from "./jobs";
import { rescanProgress } from "./rescan-progress";

// Db is generic over the driver, so execute() is typed unknown; both drivers' results carry `rows`.
const rawResult = z.object({ rows: z.array(z.unknown()) });
const candidateRow = z.object({ name: z.string(), calls: z.coerce.number().int(), mentions: z.coerce.number().int() });

/**
 * Enough candidates that the ten best uncovered ones survive the filter below: at most a user's trackers'
 * worth can be covered, plus the company names.
 */
const CANDIDATES = 300;

/** The seller side's own organisation: the company the reader and their teammates gave on their profiles. */
async function ownCompanies(db: Db, reader: TrackerReader): Promise<string[]> {
  const people = reader.team
    ? db.select({ company: users.company }).from(users).innerJoin(teamMembers, eq(teamMembers.userId, users.id)).where(eq(teamMembers.teamId, reader.team.teamId))
    : db.select({ company: users.company }).from(users).where(eq(users.id, reader.userId));
  return (await people).flatMap((row) => (row.company?.trim() ? [row.company.trim()] : []));
}

/**
 * Organisations the customer side named in the calls the reader may read (their own and their current
 * teammates'), counted in SQL over each scanned call's organisations, most calls first; names a visible
 * tracker (its name or a phrase) or the seller side's own company already covers are left out. When some
 * of the reader's own analysed calls were never scanned (analysed before suggestions existed), a re-scan
 * is queued so they count next time; the list's re-scan progress shows it.
 */
export async function trackerSuggestions(db: Db, queue: Queue, reader: TrackerReader): Promise<TrackerSuggestions> {
  const readable = or(eq(transcripts.userId, reader.userId), teammateOwns(transcripts.userId, reader.userId));
  const result = await db.execute(sql`
    SELECT (array_agg(o.name ORDER BY o.mentions DESC, o.name))[1] AS name, count(DISTINCT s.transcript_id) AS calls, sum(o.mentions) AS mentions
    FROM ${trackerCallScans} s
    JOIN ${transcripts} ON ${transcripts.id} = s.transcript_id
    CROSS JOIN LATERAL jsonb_to_recordset(s.organizations) AS o(name text, mentions int)
    WHERE ${transcripts.deletedAt} IS NULL AND ${readable}
    GROUP BY lower(o.name)
    ORDER BY calls DESC, mentions DESC, lower(o.name)
    LIMIT ${CANDIDATES}`);
  const candidates = rawResult.parse(result).rows.map((row) => candidateRow.parse(row));

  const tracked = await db.select({ name: trackers.name, phrases: trackers.phrases }).from(trackers).where(visibleTrackers(reader));
  const covered = [...tracked.flatMap((t) => [t.name, ...t.phrases]), ...(await ownCompanies(db, reader))];
  const suggestions = candidates.filter((c) => !nameCovered(c.name, covered)).slice(0, TRACKER_SUGGESTIONS_MAX);

  const [unscanned] = await db
    .select({ id: transcripts.id })
    .from(transcripts)
    .where(
      and(
        eq(transcripts.userId, reader.userId),
        eq(transcripts.status, "completed"),
        isNull(transcripts.deletedAt),
        isNotNull(transcripts.namedEntities),
        notExists(db.select({ one: sql`1` }).from(trackerCallScans).where(eq(trackerCallScans.transcriptId, transcripts.id))),
      ),
    )
    .limit(1);
  if (unscanned && (await rescanProgress(db, reader.userId)).state === "idle") await queueRescans(db, queue, [reader.userId]);
  return { suggestions };
}
