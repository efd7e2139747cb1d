import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { TranscriptMatch } from "@shared/transcripts";
import type { Db } from "../../db/open";

/** At most this many words of a search are used; more only slows the query down. */
const MAX_TERMS = 12;

/** The words of a search box's text: letters and digits only, so nothing the user types is query syntax. */
export function searchTerms(q: string): string[] {
  return (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/**
 * Every word must match, on its English stem ("prices" finds "pricing"); stop words drop out. Whole
 * words, not prefixes: a prefix query makes PostgreSQL recheck every candidate's vector, several times
 * slower over thousands of calls (bench/lists.bench.ts).
 */
export function toTsQuery(terms: string[]): SQL {
  return sql`to_tsquery('english', ${terms.join(" & ")})`;
}

const HEADLINE = "StartSel=<mark>, StopSel=</mark>, MaxWords=20, MinWords=8, ShortWord=2, MaxFragments=1, FragmentDelimiter=\" … \"";

// Db is generic over the driver, so execute() is typed unknown; both drivers answer { rows }.
const matchRows = z.object({
  rows: z.array(z.object({ id: z.string(), utterance: z.number().nullable(), seconds: z.number().nullable(), snippet: z.string() })),
});

/**
 * For a page of search hits (never the whole result): the first utterance that matches, where it was
 * said and its text with the matched words marked. A call whose name matched but not its words shows its
 * name. Only the page's rows are read, so this costs the same however many calls match.
 */
export async function matchesFor(db: Db, ids: string[], tsquery: SQL): Promise<Map<string, TranscriptMatch>> {
  if (ids.length === 0) return new Map();
  // Parsing every utterance is the cost here, so utterances are first narrowed with a plain substring test
  // on each stem less its last letter ("price" → %pric%, which "pricing" contains); only when that finds
  // nothing (a stem not spelled like its word) are all of the call's utterances parsed.
  const utterances = sql`jsonb_array_elements(CASE WHEN jsonb_typeof(t.diarization_data) = 'array' THEN t.diarization_data ELSE '[]'::jsonb END)
           WITH ORDINALITY AS said(u, n)`;
  const result = matchRows.parse(
    await db.execute(sql`
    WITH stems AS (
      SELECT coalesce(array_agg('%' || left(lexeme, greatest(3, length(lexeme) - 1)) || '%'), '{}') AS patterns
      FROM unnest(tsvector_to_array(to_tsvector('simple', querytree(${tsquery})))) AS lexeme
    )
    SELECT t.id,
           (coalesce(quick.n, slow.n) - 1)::int AS utterance,
           CASE WHEN jsonb_typeof(coalesce(quick.u, slow.u) -> 'start') = 'number' THEN (coalesce(quick.u, slow.u) ->> 'start')::float8 END AS seconds,
           ts_headline('english', coalesce(coalesce(quick.u, slow.u) ->> 'text', nullif(t.meeting_name, ''), t.name), ${tsquery}, ${HEADLINE}) AS snippet
    FROM transcripts t
    CROSS JOIN stems
    LEFT JOIN LATERAL (
      SELECT said.u, said.n FROM ${utterances}
      WHERE (said.u ->> 'text') ILIKE ALL (stems.patterns) AND to_tsvector('english', said.u ->> 'text') @@ ${tsquery}
      ORDER BY said.n LIMIT 1
    ) quick ON true
    LEFT JOIN LATERAL (
      SELECT said.u, said.n FROM ${utterances}
      WHERE quick.n IS NULL AND to_tsvector('english', said.u ->> 'text') @@ ${tsquery}
      ORDER BY said.n LIMIT 1
    ) slow ON true
    WHERE t.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`),
  );
  return new Map(
    result.rows.map((row) => [
      row.id,
      { snippet: row.snippet, utterance: row.utterance, seconds: row.seconds },
    ]),
  );
}
