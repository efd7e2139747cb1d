import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { TranscriptListItem } from "@shared/transcripts";
import type { Db } from "../../db/open";
import { transcripts } from "../../db/schema";
import type { Cursor } from "./cursor";
import { markedSnippet } from "./snippet";

/**
 * How many of the newest matching calls are ranked. Ranking reads each call's whole vector (about 2 KB
 * compressed), and a common word matches a third of a rep's calls: ranking all 3,400 of 10,000 took 34 ms
 * on PostgreSQL and over 100 ms on PGlite. Finding the matches and their upload times uses the GIN index
 * and the row alone, so it stays cheap; only the newest RANKED_MATCHES are ranked, older matches follow
 * them newest first (score 0).
 */
export const RANKED_MATCHES = 300;

const row = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(["processing", "completed", "failed"]),
  failureReason: z.string().nullable(),
  uploadedAt: z.string(),
  duration: z.number(),
  fileSize: z.number(),
  source: z.string(),
  meetingName: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  preview: z.string(),
  contentLength: z.number(),
  aiScore: z.number().nullable(),
  score: z.string(),
  micros: z.string(),
  rankedSince: z.string(),
  utterance: z.number().nullable(),
  said: z.string().nullable(),
  seconds: z.number().nullable(),
  prefixes: z.array(z.string()),
});
// Db is generic over the driver, so execute() is typed unknown; both drivers answer { rows }.
const rows = z.object({ rows: z.array(row) });

export interface SearchPage {
  items: TranscriptListItem[];
  next: Cursor | null;
}

/**
 * One page of search hits, best first, in one statement: the calls matching `tsquery` (GIN), the newest
 * RANKED_MATCHES of them ranked (ts_rank: names weigh more than what was said, and saying it often counts),
 * then keyset paging on (score, upload time, id), and for the page's rows only the first utterance that
 * contains every search word (else one that contains any), found with a word-start regex per word on the
 * utterances' text; the marking is done in JavaScript (snippet.ts). `visible` and `status` filter the calls.
 */
export async function searchPage(
  db: Db,
  { terms, tsquery, visible, cursor, limit }: { terms: string[]; tsquery: SQL; visible: SQL; cursor: Cursor | null; limit: number },
): Promise<SearchPage> {
  const fromMicros = (micros: string | null) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  const after = cursor
    ? sql`AND (s.score, s.uploaded_at, s.id) < (${cursor.score}::bigint, ${fromMicros(cursor.micros)}, ${cursor.id})`
    : sql``;
  const result = rows.parse(
    await db.execute(sql`
    WITH query AS (SELECT ${tsquery} AS q),
    -- A word's stem, less its last letter when stemming changed the word ("pricing" → "price" → "pric"),
    -- begins every form of it; a word the stemmer kept as is ("pric", still being typed) is its own prefix.
    -- As regexes anchored at a word's start: one that finds any of them, and one per word.
    prefixes AS MATERIALIZED (
      SELECT coalesce(array_agg(p), '{}') AS list,
             '\\m(' || coalesce(string_agg(p, '|'), '') || ')' AS any_word,
             coalesce(array_agg('\\m' || p), '{}') AS each_word
      FROM (
        SELECT DISTINCT CASE WHEN lexeme = lower(term) THEN lexeme ELSE left(lexeme, greatest(3, length(lexeme) - 1)) END AS p
        FROM unnest(string_to_array(${terms.join(" ")}, ' ')) AS term,
             LATERAL unnest(tsvector_to_array(to_tsvector('english', term))) AS lexeme
      ) words
    ),
    -- The first page fixes the upload time from which matches are ranked (the RANKED_MATCHES-th newest
    -- match's); later pages carry it in the cursor. Finding it reads the GIN index and the rows, no vector.
    bound AS MATERIALIZED (
      SELECT coalesce(${cursor ? fromMicros(cursor.rankedSince ?? "0") : sql`NULL::timestamptz`},
                      (SELECT ${transcripts.uploadedAt} FROM ${transcripts}, query WHERE ${visible} AND ${transcripts.searchVector} @@ query.q
                       ORDER BY ${transcripts.uploadedAt} DESC OFFSET ${RANKED_MATCHES - 1} LIMIT 1),
                      timestamptz 'epoch') AS since
    ),
    -- Only the ranked matches read their vector (ts_rank); the older ones score 0 and follow newest first.
    page AS (
      SELECT s.* FROM (
        SELECT ${transcripts.id} AS id, ${transcripts.uploadedAt} AS uploaded_at, bound.since,
               CASE WHEN ${transcripts.uploadedAt} >= bound.since THEN (ts_rank(${transcripts.searchVector}, query.q) * 1000000)::bigint ELSE 0 END AS score
        FROM ${transcripts}, bound, query
        WHERE ${visible} AND ${transcripts.searchVector} @@ query.q
      ) s
      WHERE true ${after}
      ORDER BY s.score DESC, s.uploaded_at DESC, s.id DESC
      LIMIT ${limit + 1}
    )
    SELECT t.id, t.name, t.status, t.failure_reason AS "failureReason",
           to_char(t.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "uploadedAt",
           t.duration, t.file_size AS "fileSize", t.source, t.meeting_name AS "meetingName", t.recording_url AS "recordingUrl",
           t.preview, t.content_length AS "contentLength", a.ai_score AS "aiScore",
           page.score::text AS score, (extract(epoch from page.uploaded_at) * 1000000)::bigint::text AS micros,
           (extract(epoch from page.since) * 1000000)::bigint::text AS "rankedSince",
           (hit.n - 1)::int AS utterance,
           coalesce(hit.u ->> 'text', nullif(t.meeting_name, ''), t.name) AS said,
           CASE WHEN jsonb_typeof(hit.u -> 'start') = 'number' THEN (hit.u ->> 'start')::float8 END AS seconds,
           prefixes.list AS prefixes
    FROM page
    JOIN transcripts t ON t.id = page.id
    LEFT JOIN analyses a ON a.transcript_id = t.id
    CROSS JOIN prefixes
    LEFT JOIN LATERAL (
      SELECT said.u, said.n
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.diarization_data) = 'array' THEN t.diarization_data ELSE '[]'::jsonb END)
           WITH ORDINALITY AS said(u, n)
      WHERE cardinality(prefixes.list) > 0 AND (said.u ->> 'text') ~* prefixes.any_word
      ORDER BY (said.u ->> 'text') ~* ALL (prefixes.each_word) DESC, said.n
      LIMIT 1
    ) hit ON true
    ORDER BY page.score DESC, page.uploaded_at DESC, page.id DESC`),
  );
  const shown = result.rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ score: _score, micros: _micros, rankedSince: _since, utterance, said, seconds, prefixes, ...item }) => ({
      ...item,
      match: { snippet: markedSnippet(said ?? "", prefixes), utterance, seconds: utterance === null ? null : seconds },
    })),
    next: result.rows.length > limit && last ? { score: last.score, micros: last.micros, id: last.id, rankedSince: last.rankedSince } : null,
  };
}
