import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  TRANSCRIPT_PAGE_DEFAULT,
  type TranscriptCounts,
  type TranscriptListItem,
  type TranscriptListQuery,
  type TranscriptStatusFilter,
} from "@shared/transcripts";
import { driverRows, type Db } from "../../db/open";
import { transcripts } from "../../db/schema";
import { visibleTo } from "./access";
import { decodeCursor, encodeCursor } from "./cursor";
import { searchTerms, toTsQuery } from "./search";
import { searchPage } from "./search-query";

export interface ListPage {
  /**
   * The answer's body: the rows, or for a plain list the JSON text the page function wrote, sent as is (the
   * route's answer check is for objects; the function's row type is held to the schema by the list tests).
   */
  items: TranscriptListItem[] | string;
  /** The cursor of the next page, or null on the last one. */
  next: string | null;
}

/** `pending` is every call not analysed yet: processing or failed. */
function statusIs(status: TranscriptStatusFilter): SQL {
  return status === "pending" ? inArray(transcripts.status, ["processing", "failed"]) : eq(transcripts.status, status);
}

/** The statuses each filter shows, as PostgreSQL array literals for rapport_transcript_page. */
const STATUSES: Record<TranscriptStatusFilter, string> = {
  completed: "{completed}",
  processing: "{processing}",
  failed: "{failed}",
  pending: "{processing,failed}",
};

const pageAnswer = z.tuple([z.object({ page: z.string(), next_micros: z.string().nullable(), next_id: z.string().nullable() })]);

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

  if (!searching) {
    // The page comes as the answer's body from one function call (migration 0014): its plan is made once,
    // one text value costs the drivers far less to read than 50 rows of 14 columns, and the text is sent as
    // it is, without parsing it, checking it and writing it again. It shows what visibleTo (access.ts)
    // allows: the user's own calls, not deleted.
    const [answer] = pageAnswer.parse(
      await driverRows(
        db,
        sql`SELECT page, next_micros, next_id FROM rapport_transcript_page(${userId}, ${query.status ? STATUSES[query.status] : null}::text[],
          ${cursor?.micros ?? null}::bigint, ${cursor?.id ?? null}, ${limit})`,
      ),
    );
    const next = answer.next_micros !== null && answer.next_id !== null ? encodeCursor({ micros: answer.next_micros, id: answer.next_id }) : null;
    return { items: answer.page, next };
  }

  const terms = searchTerms(q);
  if (terms.length === 0) return { items: [], next: null };
  const visible = query.status ? sql`${visibleTo(userId)} AND ${statusIs(query.status)}` : visibleTo(userId);
  const page = await searchPage(db, { terms, tsquery: toTsQuery(terms), visible, cursor, limit });
  return { items: page.items, next: page.next ? encodeCursor(page.next) : null };
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
