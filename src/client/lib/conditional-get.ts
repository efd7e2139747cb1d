/**
 * Conditional polling (issue 16): the last ETag and parsed answer per URL, so a poll sends If-None-Match
 * and a 304 (no body) reuses what is already here. The same object comes back, so TanStack Query sees
 * unchanged data and nothing re-renders. Bounded: the least recently used URLs are forgotten first.
 */
const MAX_URLS = 200;

export interface CachedAnswer {
  data: unknown;
  /** The Link header's rel="next" URL, for paged lists. */
  next: string | null;
}

const answers = new Map<string, { etag: string; answer: CachedAnswer }>();

/** The rel="next" URL of a Link header, or null. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * GET `url` with the session cookie; If-None-Match when an earlier answer is kept. Resolves with the
 * Response (a 304 has no body to read) and the answer to use, or with `answer: null` for a non-OK status.
 * `cache: "no-store"` keeps the browser's own HTTP cache out of it, so the 304 reaches this code.
 */
export async function conditionalGet(url: string, signal?: AbortSignal): Promise<{ response: Response; answer: CachedAnswer | null }> {
  const kept = answers.get(url);
  const headers: Record<string, string> = kept ? { "If-None-Match": kept.etag } : {};
  const response = await fetch(url, { credentials: "include", cache: "no-store", headers, signal });
  if (response.status === 304 && kept) {
    answers.delete(url);
    answers.set(url, kept);
    return { response, answer: kept.answer };
  }
  if (!response.ok) {
    answers.delete(url);
    return { response, answer: null };
  }
  const answer: CachedAnswer = { data: (await response.json()) as unknown, next: nextLink(response.headers.get("Link")) };
  const etag = response.headers.get("ETag");
  answers.delete(url);
  if (etag) {
    answers.set(url, { etag, answer });
    if (answers.size > MAX_URLS) answers.delete(answers.keys().next().value as string);
  }
  return { response, answer };
}

/** Forgets every kept answer (signing out, tests). */
export function forgetConditionalAnswers(): void {
  answers.clear();
}
