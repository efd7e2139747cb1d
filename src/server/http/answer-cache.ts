import { LRUCache } from "lru-cache";

/** A polled read's 200 answer as it was sent, and the state it was built from. */
export interface CachedAnswer {
  /** The ETag the answer was built under (conditional-reads.ts): the user's data version, user, URL, hour. */
  tag: string;
  /** The serialized body, kept as bytes so a hit is written without encoding 30 KB of JSON again. */
  body: Buffer;
  contentType: string;
  /** The list's `Link: <…>; rel="next"`, when the answer had one. */
  link: string | undefined;
}

export interface AnswerCacheLimits {
  maxEntries: number;
  /** Bodies plus a fixed allowance per entry (keys, headers, the LRU's own bookkeeping). */
  maxBytes: number;
  /** A larger answer (a 200-row page of long names) is sent but not kept. */
  maxEntryBytes: number;
}

/**
 * Per web process: 1,000 answers or 16 MB, whichever comes first. A first page of 50 calls is about 30 KB,
 * so this holds the polled reads of a few hundred active users; a user's entries are replaced in place as
 * their data changes (one entry per user and URL), so the cache is as full as the set of open screens.
 */
export const ANSWER_CACHE_LIMITS: AnswerCacheLimits = { maxEntries: 1_000, maxBytes: 16 * 1024 * 1024, maxEntryBytes: 512 * 1024 };

/** What an entry costs beyond its body: the key, the tag and headers, and the LRU's slots (an estimate). */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * The last 200 answer of each polled read, per user and URL, kept while the ETag it was built under is still
 * the current one: the tag names the exact state of the answer, so a request whose tag matches is answered
 * with these bytes without running the query, the answer check or the serializer.
 *
 * Keyed by user and URL (not by the tag alone) so that a newer version replaces the entry of the older one
 * at once instead of leaving it to age out of the LRU, and so that no tag collision could ever hand one
 * user's answer to another: a hit needs the same user id, the same URL and the same tag.
 */
export class AnswerCache {
  private readonly lru: LRUCache<string, CachedAnswer>;
  hits = 0;
  misses = 0;
  /**
   * False makes every lookup miss while answers are still stored: the miss path exactly as a changed version
   * takes it. Only the lists bench turns it off, to measure the uncached answer in the same run.
   */
  serving = true;

  constructor(limits: AnswerCacheLimits = ANSWER_CACHE_LIMITS) {
    this.lru = new LRUCache<string, CachedAnswer>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      maxEntrySize: limits.maxEntryBytes,
      sizeCalculation: (answer) => answer.body.byteLength + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** The answer kept for this user and URL if it was built under `tag`, else undefined (a miss). */
  get(userId: string, url: string, tag: string): CachedAnswer | undefined {
    const answer = this.serving ? this.lru.get(keyOf(userId, url)) : undefined;
    if (answer?.tag === tag) {
      this.hits += 1;
      return answer;
    }
    this.misses += 1;
    return undefined;
  }

  set(userId: string, url: string, answer: CachedAnswer): void {
    this.lru.set(keyOf(userId, url), answer);
  }

  clear(): void {
    this.lru.clear();
  }

  get entries(): number {
    return this.lru.size;
  }

  /** The bytes counted against maxBytes. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }
}

// A newline cannot occur in a user id or in a request's URL, so no two (user, URL) pairs share a key.
const keyOf = (userId: string, url: string) => `${userId}\n${url}`;
