/**
 * Issue 16: the answer cache's LRU (http/answer-cache.ts), lru-cache against a hand-written Map LRU bounded
 * by entries and bytes, on the cache's own shape: 900 keys (300 users × 3 polled reads) of 30 KB answers,
 * bounded at 1,000 entries and 16 MB, lookups that mostly hit and a replacement every 50th. Answers the
 * median ns per lookup over 10 alternating rounds. Run: `npm run bench -- lists-lru`.
 */
import { LRUCache } from "lru-cache";
import { isMain, median } from "./stats";

const ENTRY_OVERHEAD = 512;
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 16 * 1024 * 1024;
const OPS = 400_000;
const ROUNDS = 10;

/** The hand-written alternative: a Map's insertion order as the recency list. */
class MapLru<V extends { body: Buffer }> {
  private readonly map = new Map<string, V>();
  private bytes = 0;
  constructor(
    private readonly max: number,
    private readonly maxBytes: number,
  ) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }
  set(key: string, value: V): void {
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.body.byteLength + ENTRY_OVERHEAD;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.bytes += value.body.byteLength + ENTRY_OVERHEAD;
    while (this.map.size > this.max || this.bytes > this.maxBytes) {
      const [oldest, first] = this.map.entries().next().value as [string, V];
      this.map.delete(oldest);
      this.bytes -= first.body.byteLength + ENTRY_OVERHEAD;
    }
  }
}

interface Kept {
  tag: string;
  body: Buffer;
}

/** ns per lookup over OPS lookups spread over `keys`, with a replacement on a miss and every 50th. */
function round(keys: string[], get: (key: string) => Kept | undefined, set: (key: string, value: Kept) => void): number {
  const body = Buffer.alloc(30_000, 97);
  const started = process.hrtime.bigint();
  for (let i = 0; i < OPS; i++) {
    const key = keys[(i * 7919) % keys.length]!;
    if (get(key)?.tag !== "t") set(key, { tag: "t", body });
    if (i % 50 === 0) set(key, { tag: "t", body });
  }
  return Number(process.hrtime.bigint() - started) / OPS;
}

export async function run(): Promise<Record<string, unknown>> {
  const users = Array.from({ length: 300 }, (_, i) => `user-${i}-0000-0000-0000-000000000000`);
  const keys = users.flatMap((user) => ["/api/transcripts", "/api/transcripts/counts", "/api/stats"].map((url) => `${user}\n${url}`));
  const lru = new LRUCache<string, Kept>({ max: MAX_ENTRIES, maxSize: MAX_BYTES, sizeCalculation: (kept) => kept.body.byteLength + ENTRY_OVERHEAD });
  const mine = new MapLru<Kept>(MAX_ENTRIES, MAX_BYTES);
  const rounds = { lruCache: [] as number[], handWrittenMap: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    rounds.lruCache.push(round(keys, (k) => lru.get(k), (k, v) => lru.set(k, v)));
    rounds.handWrittenMap.push(round(keys, (k) => mine.get(k), (k, v) => mine.set(k, v)));
  }
  return {
    nsPerLookup: { lruCache: Math.round(median(rounds.lruCache)), handWrittenMap: Math.round(median(rounds.handWrittenMap)) },
    rounds: ROUNDS,
    lookupsPerRound: OPS,
    keys: keys.length,
  };
}

if (isMain(import.meta.url)) console.log(JSON.stringify(await run()));
