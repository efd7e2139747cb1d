// The answer cache (http/answer-cache.ts): a hit needs the same user, URL and tag; it stays within its bounds.
import { describe, expect, it } from "vitest";
import { AnswerCache, type CachedAnswer } from "./answer-cache";

const answer = (tag: string, bytes = 100, link?: string): CachedAnswer => ({
  tag,
  body: Buffer.alloc(bytes, "x"),
  contentType: "application/json; charset=utf-8",
  link,
});

describe("AnswerCache", () => {
  it("answers only the user, URL and tag the answer was kept for", () => {
    const cache = new AnswerCache();
    const kept = answer('W/"3-abc"', 100, '</api/transcripts?before=x>; rel="next"');
    cache.set("user-a", "/api/transcripts", kept);
    expect(cache.get("user-a", "/api/transcripts", 'W/"3-abc"')).toBe(kept);
    expect(cache.get("user-b", "/api/transcripts", 'W/"3-abc"')).toBeUndefined();
    expect(cache.get("user-a", "/api/transcripts?status=failed", 'W/"3-abc"')).toBeUndefined();
    expect(cache.get("user-a", "/api/transcripts", 'W/"4-abc"')).toBeUndefined();
    expect([cache.hits, cache.misses]).toEqual([1, 3]);
  });

  it("replaces a user's answer for a URL in place when the version moves", () => {
    const cache = new AnswerCache();
    cache.set("user-a", "/api/stats", answer('W/"1-s"'));
    cache.set("user-a", "/api/stats", answer('W/"2-s"'));
    expect(cache.entries).toBe(1);
    expect(cache.get("user-a", "/api/stats", 'W/"1-s"')).toBeUndefined();
    expect(cache.get("user-a", "/api/stats", 'W/"2-s"')?.tag).toBe('W/"2-s"');
  });

  it("keeps at most maxEntries answers, dropping the least recently used", () => {
    const cache = new AnswerCache({ maxEntries: 2, maxBytes: 1 << 20, maxEntryBytes: 1 << 20 });
    cache.set("a", "/api/stats", answer("1"));
    cache.set("b", "/api/stats", answer("1"));
    cache.get("a", "/api/stats", "1");
    cache.set("c", "/api/stats", answer("1"));
    expect(cache.entries).toBe(2);
    expect(cache.get("b", "/api/stats", "1")).toBeUndefined();
    expect(cache.get("a", "/api/stats", "1")).toBeDefined();
  });

  it("keeps at most maxBytes and never keeps an answer over maxEntryBytes", () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 10_000, maxEntryBytes: 5_000 });
    for (let i = 0; i < 10; i++) cache.set(`user-${i}`, "/api/transcripts", answer("1", 3_000));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.entries).toBe(2);
    cache.set("big", "/api/transcripts", answer("1", 6_000));
    expect(cache.get("big", "/api/transcripts", "1")).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it("misses every lookup while not serving, and still keeps answers", () => {
    const cache = new AnswerCache();
    cache.serving = false;
    cache.set("a", "/api/meetings", answer("1"));
    expect(cache.get("a", "/api/meetings", "1")).toBeUndefined();
    cache.serving = true;
    expect(cache.get("a", "/api/meetings", "1")).toBeDefined();
  });
});
