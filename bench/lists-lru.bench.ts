/**
 * Issue 16: the answer cache's LRU (http/answer-cache.ts), lru-cache against a hand-written Map LRU bounded
 * by entries and bytes, on the cache's own shape: 900 keys (300 users × 3 polled reads) of 30 KB answers,
 * bounded at 1,000 entries and 16 MB, lookups that mostly hit and a replacement every 50th. Prints the
 * median ns per lookup over 10 alternating rounds. Run: `npx tsx bench/lists-lru.bench.ts`.
 */
import { LRUCache } from "lru-cache";

class MapLru<V extends { body: Buffer }> {
  private readonly map = new Map<string, V>();
  private bytes = 0;
  constructor(private readonly max: number, private readonly maxBytes: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }
  set(key: string, v: V): void {
    const old = this.map.get(key);
    if (old) { this.bytes -= old.body.byteLength + 512; this.map.delete(key); }
    this.map.set(key, v);
    this.bytes += v.body.byteLength + 512;
    while (this.map.size > this.max || this.bytes > this.maxBytes) {
      const [k, first] = this.map.entries().next().value as [string, V];
      this.map.delete(k);
      this.bytes -= first.body.byteLength + 512;
    }
  }
}

type A = { tag: string; body: Buffer };
const body = Buffer.alloc(30_000, 97);
const users = Array.from({ length: 300 }, (_, i) => `user-${i}-0000-0000-0000-000000000000`);
const urls = ["/api/transcripts", "/api/transcripts/counts", "/api/stats"];
const keys = users.flatMap((u) => urls.map((url) => `${u}\n${url}`));
const lru = new LRUCache<string, A>({ max: 1000, maxSize: 16 * 1024 * 1024, maxEntrySize: 512 * 1024, sizeCalculation: (a) => a.body.byteLength + 512 });
const mine = new MapLru<A>(1000, 16 * 1024 * 1024);
const OPS = 400_000;
function run(get: (k: string) => A | undefined, set: (k: string, a: A) => void): number {
  const t = process.hrtime.bigint();
  for (let i = 0; i < OPS; i++) {
    const k = keys[(i * 7919) % keys.length]!;
    const a = get(k);
    if (a?.tag !== "t") set(k, { tag: "t", body });
    if (i % 50 === 0) set(k, { tag: "t", body }); // a change now and then
  }
  return Number(process.hrtime.bigint() - t) / OPS; // ns per op
}
const rounds: Record<string, number[]> = { lru: [], map: [] };
for (let r = 0; r < 10; r++) {
  rounds.lru!.push(run((k) => lru.get(k), (k, a) => lru.set(k, a)));
  rounds.map!.push(run((k) => mine.get(k), (k, a) => mine.set(k, a)));
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(JSON.stringify({ nsPerLookup: { lruCache: Math.round(med(rounds.lru!)), handWrittenMap: Math.round(med(rounds.map!)) }, rounds: 10, ops: OPS, entries: keys.length }));
