import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  TRANSCRIPT_PAGE_DEFAULT,
  type TranscriptCounts,
  type TranscriptListItem,
  type TranscriptListQuery,
  type TranscriptStatusFilter,
} from "@shared/transcripts";
import type { Db } from "../../db/open";
import { analyses, transcripts } from "../../db/schema";
import { visibleTo } from "./access";
import { decodeCursor, encodeCursor, type Cursor } from "./cursor";
import { matchesFor, searchTerms, toTsQuery } from "./search";
import { toListItem } from "./serialize";

export interface ListPage {
  items: TranscriptListItem[];
  /** The cursor of the next page, or null on the last one. */
  next: string | null;
}

/** The upload time in microseconds as text: exact, where a Date would drop the microseconds. */
const micros = sql<string>`(extract(epoch from ${transcripts.uploadedAt}) * 1000000)::bigint::text`;
const fromMicros = (value: string) => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;

// What a list row shows: stored columns only (the preview and length are written with the call), never
// the transcript's text; the AI score comes from the analysis' unique index.
const listColumns = {
  id: transcripts.id,
  name: transcripts.name,
  status: transcripts.status,
  failureReason: transcripts.failureReason,
  uploadedAt: transcripts.uploadedAt,
  duration: transcripts.duration,
  fileSize: transcripts.fileSize,
  source: transcripts.source,
  meetingName: transcripts.meetingName,
  recordingUrl: transcripts.recordingUrl,
  preview: transcripts.preview,
  contentLength: transcripts.contentLength,
  aiScore: analyses.aiScore,
  micros,
};

/** `pending` is every call not analysed yet: processing or failed. */
function statusIs(status: TranscriptStatusFilter): SQL {
  return status === "pending" ? inArray(transcripts.status, ["processing", "failed"]) : eq(transcripts.status, status);
}

/**
 * One page of the calls the user may see: newest first, or for a search best match first (rank, then
 * newest). Keyset paging: the cursor is the last row's sort key, so a page costs the same at any depth
 * and a call added meanwhile neither repeats nor skips a row.
 */
export async function listPage(db: Db, userId: string, query: TranscriptListQuery): Promise<ListPage> {
  const limit = query.limit ?? TRANSCRIPT_PAGE_DEFAULT;
  const q = query.q?.trim() ?? "";
  const searching = q !== "";
  const cursor = query.before === undefined ? null : decodeCursor(query.before, searching);
  const conditions: SQL[] = [visibleTo(userId)];
  if (query.status) conditions.push(statusIs(query.status));

  if (!searching) {
    if (cursor) conditions.push(sql`(${transcripts.uploadedAt}, ${transcripts.id}) < (${fromMicros(cursor.micros)}, ${cursor.id})`);
    const rows = await db
      .select(listColumns)
      .from(transcripts)
      .leftJoin(analyses, eq(analyses.transcriptId, transcripts.id))
      .where(and(...conditions))
      .orderBy(desc(transcripts.uploadedAt), desc(transcripts.id))
      .limit(limit + 1);
    return pageOf(rows, limit, (row) => ({ micros: row.micros, id: row.id }));
  }

  const terms = searchTerms(q);
  if (terms.length === 0) return { items: [], next: null };
  const tsquery = toTsQuery(terms);
  const score = sql<string>`(ts_rank(${transcripts.searchVector}, ${tsquery}) * 1000000)::bigint`;
  conditions.push(sql`${transcripts.searchVector} @@ ${tsquery}`);
  if (cursor?.score !== undefined) {
    conditions.push(
      sql`(${score}, ${transcripts.uploadedAt}, ${transcripts.id}) < (${cursor.score}::bigint, ${fromMicros(cursor.micros)}, ${cursor.id})`,
    );
  }
  const rows = await db
    .select({ ...listColumns, score: sql<string>`${score}::text` })
    .from(transcripts)
    .leftJoin(analyses, eq(analyses.transcriptId, transcripts.id))
    .where(and(...conditions))
    .orderBy(sql`${score} DESC`, desc(transcripts.uploadedAt), desc(transcripts.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (row) => ({ score: row.score, micros: row.micros, id: row.id }));
  const matches = await matchesFor(db, page.items.map((item) => item.id), tsquery);
  return { ...page, items: page.items.map((item) => ({ ...item, match: matches.get(item.id) ?? { snippet: "", utterance: null, seconds: null } })) };
}

function pageOf<Row extends Parameters<typeof toListItem>[0] & { id: string }>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => Cursor,
): ListPage {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { items: shown.map(toListItem), next: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/** The Recordings filters' counts: one count grouped by status over the user's calls. */
export async function countTranscripts(db: Db, userId: string): Promise<TranscriptCounts> {
  const rows = await db
    .select({ status: transcripts.status, count: sql<number>`count(*)::int` })
    .from(transcripts)
    .where(visibleTo(userId))
    .groupBy(transcripts.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  const [completed, processing, failed] = [of("completed"), of("processing"), of("failed")];
  return { all: completed + processing + failed, completed, processing, failed, pending: processing + failed };
}
