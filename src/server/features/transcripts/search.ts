import { sql, type SQL } from "drizzle-orm";

/** At most this many words of a search are used; more only slows the query down. */
const MAX_TERMS = 12;

/** The words of a search box's text: letters and digits only, so nothing the user types is query syntax. */
export function searchTerms(q: string): string[] {
  return (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/**
 * Every word must match, on its English stem ("prices" finds "pricing"); stop words drop out. The last
 * word is also a prefix (`:*`), so the box finds calls while a word is still being typed ("pric" finds
 * "pricing"): GIN answers a prefix from its sorted lexemes, no slower here than a whole word
 * (bench/lists.bench.ts). The terms are letters and digits only (searchTerms), so none is tsquery syntax.
 */
export function toTsQuery(terms: string[]): SQL {
  const words = terms.map((term, i) => (i === terms.length - 1 ? `${term}:*` : term));
  return sql`to_tsquery('english', ${words.join(" & ")})`;
}
