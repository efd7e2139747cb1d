/**
 * Issue 16: lists that scale. 10,000 calls for one user (plus 2,000 of another user), seeded by direct SQL
 * inserts from the labelled corpus' conversations (real spoken text, 30–90 utterances each), on the
 * embedded database and on PostgreSQL. Measured over HTTP from a separate client process
 * (bench/lists-client.ts), so the web process' CPU and latencies are its own:
 * - the first page of GET /api/transcripts at 10 connections: its size (≤ 40 KB) and p99 (≤ 20 ms), twice,
 *   interleaved in 4 rounds of 500 so both share the machine's state:
 *   `firstPage` is the steady state the screens see: the same user, URL and data version, so every request is
 *   answered from the web process' answer cache (http/answer-cache.ts: the session check, the tag, the kept
 *   bytes; no list query, no answer check, no serialization). `firstPageMiss` is the same request with the
 *   cache not serving (`answerCache.serving = false`), so every request pays what one after a change pays:
 *   the list query, the answer check and serialization, and storing the answer. Each carries the cache's hit
 *   and miss counts over its requests, which show it did what it says;
 * - an unchanged poll (If-None-Match → 304) against GET /api/auth/user in the same run (≤ 1.3×);
 * - GET /api/transcripts?q= for several searches (whole words, several words, a word being typed), one at
 *   a time (p99 ≤ 50 ms), with the cache not serving: each search is repeated, and its cost is the figure;
 * - the web process' heap (after a GC) and RSS over a soak of 50 tabs polling the Recordings page's reads
 *   every 3 s, with a new call every 30 s: on the embedded database for 60 s by default; BENCH_SOAK_SECONDS=600
 *   for the full 10 minutes, on PostgreSQL too when it is set (0 skips the soak); with the answer cache's
 *   hits, misses, entries and size at the end (it must stay bounded).
 * Every figure carries the web process' CPU per request (process.cpuUsage over the phase / requests; on
 * PGlite that includes the database), the client's apart, and the 1-minute load average before and after:
 * the machine is shared, and latency at 10 connections is mostly queueing behind that CPU.
 * PostgreSQL is BENCH_DATABASE_URL or postgres://postgres:postgres@127.0.0.1:5432/rapport_lists_bench
 * (recreated each run); it is skipped, and says so, when unreachable. BENCH_LISTS_DB=postgres|embedded runs
 * one; BENCH_PROFILE=dir writes a CPU profile per phase (read with bench/profile-summary.ts).
 * Run: `npm run bench -- lists`.
 */
import fs from "node:fs";
import { fork, type ChildProcess } from "node:child_process";
import inspector from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { constants as perfConstants, PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import type { Database } from "../src/server/db/open";
import type { AnswerCache } from "../src/server/http/answer-cache";
import type { Queue } from "../src/server/jobs/queue";
import type { Utterance } from "../src/shared/utterance";
import { request, type ClientAnswer, type ClientJob, type RequestSpec } from "./lists-client";
import { onEmbeddedDatabase, onFreshPostgres } from "./databases";
import { isMain, median, percentile, round } from "./stats";

const CALLS = 10_000;
const OTHER_USER_CALLS = 2_000;
const CONNECTIONS = 10;
const REQUESTS = 2_000;
/** First pages before the measured rounds, on each path. */
const WARM_UP = 1_000;
// Whole words, several words, and words still being typed (the last word is a prefix).
const SEARCHES = ["pricing", "budget approval", "integration", "security review", "contract", "invoices", "pric", "secu"];
const SEARCH_REQUESTS = 100;
const TABS = 50;
const POLL_MS = 3_000;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
/** Unset: a short soak on the embedded database only (as before); set: that soak on each database measured. */
const SOAK_SET = process.env.BENCH_SOAK_SECONDS !== undefined;
const DEFAULT_PG_URL = "postgres://postgres:postgres@127.0.0.1:5432/rapport_lists_bench";
/** BENCH_LISTS_DB=postgres|embedded runs one database only. */
const ONLY = process.env.BENCH_LISTS_DB;
/** BENCH_PROFILE=dir writes a CPU profile of each measured phase there (summarise with bench/profile-summary.ts). */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const say = (line: string) => process.stderr.write(`lists bench: ${line}\n`);
const TARGETS = { firstPageBytes: 40 * 1024, firstPageP99Ms: 20, notModifiedVsUser: 1.3, searchP99Ms: 50 };

const noQueue: Queue = {
  isReady: () => false,
  send: async () => {
    throw new Error("the lists bench does not upload calls");
  },
  work: async () => undefined,
  stop: async () => undefined,
};

interface CorpusCall {
  turns: { speaker: string; sentences: { text: string }[] }[];
  header?: string[];
}

/** The corpus' conversations as utterances with times, one list per call. */
export function corpusConversations(): Utterance[][] {
  const dir = path.join(import.meta.dirname, "../tests/corpus/calls");
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const call = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as CorpusCall;
      const speakers = [...new Set(call.turns.map((turn) => turn.speaker))];
      let clock = 0;
      return call.turns.map((turn) => {
        const text = turn.sentences.map((s) => s.text).join(" ");
        const start = clock;
        clock += Math.max(2, Math.round((text.split(/\s+/).length * 60) / 150));
        return { speaker: speakers.indexOf(turn.speaker), name: turn.speaker, text, start };
      });
    });
}

/** Direct inserts in batches (JSON rows through jsonb_to_recordset); the triggers derive the list fields. */
export async function seedCalls(database: Database, userId: string, calls: number, conversations: Utterance[][]): Promise<void> {
  const BATCH = 250;
  for (let from = 0; from < calls; from += BATCH) {
    const rows = [];
    for (let i = from; i < Math.min(calls, from + BATCH); i++) {
      const said = conversations[i % conversations.length]!;
      const content = said.map((u) => `${u.name}: ${u.text}`).join("\n");
      rows.push({
        id: `${userId}-${i}`,
        name: `Call ${i} with ${said[1]?.name ?? "a buyer"}`,
        status: i % 10 === 3 ? "processing" : i % 50 === 7 ? "failed" : "completed",
        minutes: i * 12,
        duration: said.at(-1)?.start ?? 600,
        content,
        diarization: said,
      });
    }
    await database.db.execute(sql`
      INSERT INTO transcripts (id, user_id, name, status, uploaded_at, duration, file_size, content, source, format,
                               diarization_data, speaker_mapping)
      SELECT r.id, ${userId}, r.name, r.status, now() - r.minutes * interval '1 minute', r.duration, length(r.content),
             r.content, 'upload', 'txt', r.diarization, '{"0":{"name":"Rep","role":"account_owner"}}'::jsonb
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           AS r(id text, name text, status text, minutes int, duration int, content text, diarization jsonb)`);
  }
  await database.db.execute(sql`
    INSERT INTO analyses (id, transcript_id, user_id, created_at, ai_score, conversion_probability, talk_time_ratio,
                          sentiment_score, meddic_scorecard, sales_coaching, meeting_summary, metrics, engine)
    SELECT 'a-' || t.id, t.id, t.user_id, t.uploaded_at, 3 + (length(t.id) * 13) % 70 / 10.0, 40, 0.45, 0.6,
           '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '{"name":"local","version":"bench"}'::jsonb
    FROM transcripts t WHERE t.user_id = ${userId} AND t.status = 'completed'`);
}

/** The load generator, in its own process (bench/lists-client.ts), one job at a time. */
class Client {
  private readonly child: ChildProcess;
  constructor() {
    // process.execArgv carries tsx's loader, so the child runs the TypeScript file as this process does.
    this.child = fork(path.join(import.meta.dirname, "lists-client.ts"), [], {
      execArgv: process.execArgv,
      env: { ...process.env, LISTS_BENCH_CLIENT: "1" },
    });
  }
  run(job: ClientJob): Promise<ClientAnswer> {
    return new Promise((resolve, reject) => {
      this.child.once("message", (answer: ClientAnswer) =>
        answer.kind === "error" ? reject(new Error(`lists client: ${answer.message}`)) : resolve(answer),
      );
      this.child.send(job);
    });
  }
  stop() {
    this.child.kill();
  }
}

interface Figures {
  /** CPU of the web process (Fastify, the app and, on PGlite, the database) per request. */
  serverCpuMsPerRequest: number;
  /** CPU of the load generator per request, reported apart: a browser's work, not the server's. */
  clientCpuMsPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  requests: number;
  /** The 1-minute load average before and after the phase: others share this machine. */
  loadAverage: [number, number];
  /**
   * The web process' GC pauses during the phase: a full (mark-compact) pause stops all ten connections at
   * once, so a couple of them decide a p99 over a phase that lasts a second.
   */
  gc: GcPauses;
}

interface GcPauses {
  pauses: number;
  totalMs: number;
  fullPauses: number;
  fullMaxMs: number;
}

/** A gc entry's kind (major, minor, incremental); Node's types leave `detail` off PerformanceEntry. */
const gcKind = (entry: PerformanceEntry) => (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;

/** Collects the GC pauses of the web process from now until the answer's stop() (perf_hooks' gc entries). */
function watchGc(): { stop(): GcPauses } {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  return {
    stop() {
      entries.push(...observer.takeRecords());
      observer.disconnect();
      const full = entries.filter((entry) => gcKind(entry) === perfConstants.NODE_PERFORMANCE_GC_MAJOR);
      return {
        pauses: entries.length,
        totalMs: round(entries.reduce((sum, entry) => sum + entry.duration, 0)),
        fullPauses: full.length,
        fullMaxMs: round(Math.max(0, ...full.map((entry) => entry.duration))),
      };
    },
  };
}

const loadAverageNow = () => round(os.loadavg()[0]!);

/** `total` requests over `connections` connections from the client process; the web process' CPU is measured here. */
async function load(client: Client, base: URL, total: number, requests: RequestSpec[], connections = CONNECTIONS): Promise<Figures & { samples: number[] }> {
  const loadBefore = loadAverageNow();
  const cpuBefore = process.cpuUsage();
  const gcWatch = watchGc();
  const answer = await client.run({ kind: "load", base: base.href, total, connections, requests });
  const cpu = process.cpuUsage(cpuBefore);
  const gcPauses = gcWatch.stop();
  if (answer.kind !== "load") throw new Error("lists client answered the wrong job");
  const { samples } = answer;
  return {
    serverCpuMsPerRequest: round((cpu.user + cpu.system) / 1000 / total, 3),
    clientCpuMsPerRequest: round(answer.clientCpuMs / total, 3),
    p50Ms: round(median(samples)),
    p99Ms: round(percentile(samples, 99)),
    meanMs: round(samples.reduce((x, y) => x + y, 0) / samples.length),
    requests: total,
    loadAverage: [loadBefore, loadAverageNow()],
    gc: gcPauses,
    samples,
  };
}

/** The figures of several runs of one kind of request, pooled. */
function pooled(runs: (Figures & { samples: number[] })[]): Figures {
  const samples = runs.flatMap((run) => run.samples);
  const total = runs.reduce((sum, run) => sum + run.requests, 0);
  const weighted = (key: "serverCpuMsPerRequest" | "clientCpuMsPerRequest") =>
    round(runs.reduce((sum, run) => sum + run[key] * run.requests, 0) / total, 3);
  return {
    serverCpuMsPerRequest: weighted("serverCpuMsPerRequest"),
    clientCpuMsPerRequest: weighted("clientCpuMsPerRequest"),
    p50Ms: round(median(samples)),
    p99Ms: round(percentile(samples, 99)),
    meanMs: round(samples.reduce((x, y) => x + y, 0) / samples.length),
    requests: total,
    loadAverage: [runs[0]!.loadAverage[0], runs.at(-1)!.loadAverage[1]],
    gc: {
      pauses: runs.reduce((sum, run) => sum + run.gc.pauses, 0),
      totalMs: round(runs.reduce((sum, run) => sum + run.gc.totalMs, 0)),
      fullPauses: runs.reduce((sum, run) => sum + run.gc.fullPauses, 0),
      fullMaxMs: Math.max(...runs.map((run) => run.gc.fullMaxMs)),
    },
  };
}

const withoutSamples = ({ samples: _samples, ...figures }: Figures & { samples: number[] }): Figures => figures;

/** Runs `phase`, under the V8 profiler when BENCH_PROFILE is set, writing `<dir>/<name>.cpuprofile`. */
async function profiled<T>(name: string, phase: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return phase();
  const session = new inspector.Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  try {
    return await phase();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    fs.mkdirSync(PROFILE_DIR, { recursive: true });
    fs.writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

const gc = (() => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
})();

async function soak(client: Client, base: URL, database: Database, cache: AnswerCache, userId: string, cookie: string) {
  const [hitsBefore, missesBefore] = [cache.hits, cache.misses];
  const heap: number[] = [];
  const rss: number[] = [];
  let added = 0;
  const loadBefore = loadAverageNow();
  const writeErrors: string[] = [];
  const writer = setInterval(() => {
    added += 1;
    database.db
      .execute(sql`
      INSERT INTO transcripts (id, user_id, name, status, duration, file_size, content, source, format, diarization_data, speaker_mapping)
      VALUES (${`soak-${added}`}, ${userId}, ${`Soak call ${added}`}, 'processing', 60, 10, 'Rep: hello there', 'upload', 'txt',
              '[{"speaker":0,"text":"hello there","start":0}]'::jsonb, '{}'::jsonb)`)
      .catch((error: unknown) => writeErrors.push(String(error)));
  }, 30_000);
  const sample = () => {
    gc();
    const memory = process.memoryUsage();
    heap.push(memory.heapUsed);
    rss.push(memory.rss);
  };
  const sampler = setInterval(sample, 5_000);
  sample();
  const cpuBefore = process.cpuUsage();
  const answer = await client.run({
    kind: "soak",
    base: base.href,
    seconds: SOAK_SECONDS,
    tabs: TABS,
    pollMs: POLL_MS,
    cookie,
    reads: ["/api/transcripts", "/api/transcripts/counts"],
  });
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(writer);
  clearInterval(sampler);
  sample();
  if (answer.kind !== "soak") throw new Error("lists client answered the wrong job");
  const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
  const firstHalf = heap.slice(1, Math.ceil(heap.length / 2));
  const secondHalf = heap.slice(Math.ceil(heap.length / 2));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    seconds: SOAK_SECONDS,
    tabs: TABS,
    pollEveryMs: POLL_MS,
    ...answer,
    kind: undefined,
    callsAdded: added,
    writeErrors,
    serverCpuMsPerPoll: round((cpu.user + cpu.system) / 1000 / Math.max(1, answer.polls), 3),
    heapMbStart: mb(heap[0]!),
    heapMbEnd: mb(heap.at(-1)!),
    heapMbMax: mb(Math.max(...heap)),
    heapMbFirstHalfAvg: mb(avg(firstHalf)),
    heapMbSecondHalfAvg: mb(avg(secondHalf)),
    rssMbStart: mb(rss[0]!),
    rssMbEnd: mb(rss.at(-1)!),
    rssMbMax: mb(Math.max(...rss)),
    samples: heap.length,
    answerCache: { hits: cache.hits - hitsBefore, misses: cache.misses - missesBefore, entriesEnd: cache.entries, kbEnd: round(cache.bytes / 1024, 1) },
    loadAverage: [loadBefore, loadAverageNow()],
    note: "web process heap after a forced GC and RSS, sampled every 5 s; the tabs run in the client process",
  };
}

async function benchOn(database: Database, { soakToo }: { soakToo: boolean }): Promise<Record<string, unknown>> {
  await database.migrate();
  const app = await buildApp({ database, config: testConfig({ LOG_LEVEL: "warn" } as never), queue: noQueue });
  const base = new URL(await app.listen({ port: 0, host: "127.0.0.1" }));
  const client = new Client();
  try {
    const signUp = async (email: string) => {
      const response = await fetch(`${base.origin}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: "Dana", lastName: "Reyes", email, password: "secret1" }),
      });
      const body = (await response.json()) as { user: { id: string } };
      return { userId: body.user.id, cookie: /rapport_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")![0] };
    };
    const user = await signUp("bench@example.com");
    const other = await signUp("other@example.com");
    const conversations = corpusConversations();
    const seeding = performance.now();
    say(`${database.kind}: seeding`);
    await seedCalls(database, user.userId, CALLS, conversations);
    await seedCalls(database, other.userId, OTHER_USER_CALLS, conversations);
    const seedMs = round(performance.now() - seeding, 0);
    // What autovacuum does on PostgreSQL shortly after a bulk load, and what the app does on PGlite at
    // start and every 10 minutes (src/server/db/statistics.ts).
    await database.db.execute(database.kind === "postgres" ? sql`VACUUM ANALYZE` : sql`ANALYZE`);
    const cookie = { cookie: user.cookie };
    say(`${database.kind}: seeded in ${seedMs} ms, measuring`);

    const first = await request(base, "/api/transcripts", cookie);
    const page: RequestSpec = { path: "/api/transcripts", headers: cookie, status: 200 };
    const cache = app.answerCache;
    // Warm both paths (the cached answer, and the query and serialization it replaces) until the JIT has
    // settled: with 200 of each, every run's first two rounds were slower than its last two on both paths.
    // Then one full GC, so the seeding's garbage is not collected inside a measured round.
    await load(client, base, WARM_UP, [page]);
    cache.serving = false;
    await load(client, base, WARM_UP, [page]);
    cache.serving = true;
    gc();
    // The same first page, cached (steady) and missing the cache, interleaved round by round so the two
    // figures share the machine's state; the counters show each phase did what it says.
    const cachedRuns = [];
    const missRuns = [];
    const counted = { cachedHits: 0, cachedMisses: 0, missHits: 0, missMisses: 0 };
    for (let round_ = 0; round_ < 4; round_++) {
      const [hits0, misses0] = [cache.hits, cache.misses];
      cachedRuns.push(await profiled(`${database.kind}-first-page-${round_}`, () => load(client, base, REQUESTS / 4, [page])));
      const [hits1, misses1] = [cache.hits, cache.misses];
      cache.serving = false;
      missRuns.push(await profiled(`${database.kind}-first-page-miss-${round_}`, () => load(client, base, REQUESTS / 4, [page])));
      cache.serving = true;
      const [c, m] = [cachedRuns.at(-1)!, missRuns.at(-1)!];
      say(
        `${database.kind}: round ${round_ + 1}: cached p50/p99 ${c.p50Ms}/${c.p99Ms} ms (full GCs ${c.gc.fullPauses}, longest ${c.gc.fullMaxMs} ms), ` +
          `miss ${m.p50Ms}/${m.p99Ms} ms (full GCs ${m.gc.fullPauses}, longest ${m.gc.fullMaxMs} ms), load ${c.loadAverage[0]}`,
      );
      counted.cachedHits += hits1 - hits0;
      counted.cachedMisses += misses1 - misses0;
      counted.missHits += cache.hits - hits1;
      counted.missMisses += cache.misses - misses1;
    }
    const firstPage = pooled(cachedRuns);
    const firstPageMiss = pooled(missRuns);

    // Same run, interleaved, so the two figures share the machine's state.
    const notModifiedRuns = [];
    const authUserRuns = [];
    for (let round_ = 0; round_ < 4; round_++) {
      notModifiedRuns.push(
        await load(client, base, REQUESTS / 4, [{ path: "/api/transcripts", headers: { ...cookie, "if-none-match": first.etag! }, status: 304 }]),
      );
      authUserRuns.push(await load(client, base, REQUESTS / 4, [{ path: "/api/auth/user", headers: cookie, status: 200 }]));
    }
    const poll = pooled(notModifiedRuns);
    const user_ = pooled(authUserRuns);

    const searches: Record<string, unknown> = {};
    const searchRuns = [];
    // Each search is repeated 100 times; the target is a search's own cost, so none is answered from the cache.
    cache.serving = false;
    for (const q of SEARCHES) {
      const url = `/api/transcripts?q=${encodeURIComponent(q)}`;
      const hits = await request(base, url, cookie);
      const search: RequestSpec = { path: url, headers: cookie, status: 200 };
      // One search at a time: the target is a search's own latency, not a queue's.
      await load(client, base, 10, [search], 1);
      const run = await profiled(`${database.kind}-search-${q.replace(/\W+/g, "-")}`, () => load(client, base, SEARCH_REQUESTS, [search], 1));
      searchRuns.push(run);
      const words = q.split(" ");
      const counted = (await database.db.execute(sql`
        SELECT count(*)::int AS n FROM transcripts WHERE user_id = ${user.userId}
          AND search_vector @@ to_tsquery('english', ${[...words.slice(0, -1), `${words.at(-1)}:*`].join(" & ")})`)) as unknown as {
        rows: { n: number }[];
      };
      searches[q] = { matchingCalls: counted.rows[0]?.n ?? 0, pageBytes: hits.bytes, ...withoutSamples(run) };
    }
    cache.serving = true;
    const allSearches = pooled(searchRuns);

    const figures: Record<string, unknown> = {
      loadAverage: os.loadavg().map((n) => round(n)),
      cpus: os.cpus().length,
      calls: CALLS,
      otherUserCalls: OTHER_USER_CALLS,
      seedMs,
      connections: CONNECTIONS,
      firstPage: {
        bytes: first.bytes,
        ...firstPage,
        cacheHits: counted.cachedHits,
        cacheMisses: counted.cachedMisses,
        ok: first.bytes <= TARGETS.firstPageBytes && firstPage.p99Ms <= TARGETS.firstPageP99Ms,
      },
      firstPageMiss: { ...firstPageMiss, cacheHits: counted.missHits, cacheMisses: counted.missMisses, ok: firstPageMiss.p99Ms <= TARGETS.firstPageP99Ms },
      notModifiedPoll: poll,
      authUser: user_,
      pollVsAuthUser: {
        p50: round(poll.p50Ms / user_.p50Ms),
        mean: round(poll.meanMs / user_.meanMs),
        ok: poll.meanMs / user_.meanMs <= TARGETS.notModifiedVsUser,
      },
      search: { ...searches, all: { ...allSearches, ok: allSearches.p99Ms <= TARGETS.searchP99Ms } },
      targets: TARGETS,
    };
    say(`${database.kind}: ${JSON.stringify(figures)}`);
    if (soakToo && SOAK_SECONDS > 0) {
      say(`${database.kind}: soak of ${SOAK_SECONDS} s`);
      figures.soak = await soak(client, base, database, app.answerCache, user.userId, user.cookie);
    }
    return figures;
  } finally {
    client.stop();
    await app.close();
    await database.close();
  }
}

const embedded = () => onEmbeddedDatabase("rapport-lists-bench-", (database) => benchOn(database, { soakToo: true }));
const postgres = (url: string) => onFreshPostgres(url, (database) => benchOn(database, { soakToo: SOAK_SET }));

export async function run(): Promise<Record<string, unknown>> {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_PG_URL;
  if (ONLY === "postgres") return { postgres: await postgres(url) };
  if (ONLY === "embedded") return { embedded: await embedded() };
  return { postgres: await postgres(url), embedded: await embedded() };
}

if (isMain(import.meta.url)) console.log(JSON.stringify(await run(), null, 2));
