/**
 * Issue 16: lists that scale. 10,000 calls for one user (plus 2,000 of another user), seeded by direct SQL
 * inserts from the labelled corpus' conversations (real spoken text, 30–90 utterances each), on the
 * embedded database and on PostgreSQL. Measured over HTTP at 10 connections:
 * - the first page of GET /api/transcripts: its size (≤ 40 KB) and p99 (≤ 20 ms);
 * - an unchanged poll (If-None-Match → 304) against GET /api/auth/user in the same run (≤ 1.3×);
 * - GET /api/transcripts?q= for several searches, one at a time (p99 ≤ 50 ms);
 * - the web process' heap (after a GC) over a soak of 50 tabs polling the Recordings page's reads every
 *   3 s, with a new call every 30 s; 60 s by default, BENCH_SOAK_SECONDS=600 for the full 10 minutes.
 * PostgreSQL is BENCH_DATABASE_URL or postgres://postgres:postgres@127.0.0.1:5432/rapport_lists_bench
 * (recreated each run); it is skipped, and says so, when unreachable. Run: `npm run bench -- lists`.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import pg from "pg";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/open";
import type { Queue } from "../src/server/jobs/queue";
import type { Utterance } from "../src/shared/utterance";
import { isMain, median, percentile, round } from "./stats";

const CALLS = 10_000;
const OTHER_USER_CALLS = 2_000;
const CONNECTIONS = 10;
const REQUESTS = 1_000;
const SEARCHES = ["pricing", "budget approval", "integration", "security review", "contract", "invoices"];
const TABS = 50;
const POLL_MS = 3_000;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const DEFAULT_PG_URL = "postgres://postgres:postgres@127.0.0.1:5432/rapport_lists_bench";
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
function corpusConversations(): Utterance[][] {
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
async function seedCalls(database: Database, userId: string, calls: number, conversations: Utterance[][]): Promise<void> {
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

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + TABS });

interface Answer {
  status: number;
  bytes: number;
  etag: string | undefined;
  ms: number;
}

function request(base: URL, pathAndQuery: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: base.hostname, port: base.port, path: pathAndQuery, headers, agent }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, etag: res.headers.etag, ms: performance.now() - started }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** `total` requests spread over `connections` concurrent loops; answers each request's latency. */
async function load(
  base: URL,
  total: number,
  next: (i: number) => { path: string; headers: Record<string, string>; status: number },
  connections = CONNECTIONS,
) {
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  let issued = 0;
  const loop = async () => {
    while (issued < total) {
      const i = issued++;
      const { path: url, headers, status } = next(i);
      const answer = await request(base, url, headers);
      if (answer.status !== status) throw new Error(`${url} answered ${answer.status}, expected ${status}`);
      samples.push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const cpu = process.cpuUsage(cpuBefore);
  // CPU per request (server and the load generator, which share this process): unlike latency, it does not
  // grow when other processes crowd the machine.
  cpuMsPerRequest.set(samples, (cpu.user + cpu.system) / 1000 / total);
  return samples;
}

const cpuMsPerRequest = new WeakMap<number[], number>();

const summary = (samples: number[]) => ({
  cpuMsPerRequest: round(cpuMsPerRequest.get(samples) ?? Number.NaN),
  p50Ms: round(median(samples)),
  p99Ms: round(percentile(samples, 99)),
  meanMs: round(samples.reduce((a, b) => a + b, 0) / samples.length),
});

const gc = (() => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
})();

async function soak(base: URL, database: Database, userId: string, cookie: string) {
  const reads = ["/api/transcripts", "/api/transcripts/counts"];
  const tags = new Map<string, string>();
  const heap: number[] = [];
  let polls = 0;
  let changed = 0;
  let added = 0;
  const stopAt = Date.now() + SOAK_SECONDS * 1000;
  const tab = async (index: number) => {
    // Tabs start spread over the interval, as real ones would.
    await new Promise((resolve) => setTimeout(resolve, (index * POLL_MS) / TABS));
    while (Date.now() < stopAt) {
      for (const url of reads) {
        const key = `${index} ${url}`;
        const tag = tags.get(key);
        const answer = await request(base, url, { cookie, ...(tag ? { "if-none-match": tag } : {}) });
        if (answer.status === 200 && answer.etag) tags.set(key, answer.etag);
        if (answer.status === 200) changed += 1;
        else if (answer.status !== 304) throw new Error(`${url} answered ${answer.status} during the soak`);
        polls += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
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
  const sampler = setInterval(() => {
    gc();
    heap.push(process.memoryUsage().heapUsed);
  }, 5_000);
  gc();
  heap.push(process.memoryUsage().heapUsed);
  await Promise.all(Array.from({ length: TABS }, (_, i) => tab(i)));
  clearInterval(writer);
  clearInterval(sampler);
  gc();
  heap.push(process.memoryUsage().heapUsed);
  const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
  const firstHalf = heap.slice(1, Math.ceil(heap.length / 2));
  const secondHalf = heap.slice(Math.ceil(heap.length / 2));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    seconds: SOAK_SECONDS,
    tabs: TABS,
    polls,
    answered200: changed,
    callsAdded: added,
    writeErrors,
    heapMbStart: mb(heap[0]!),
    heapMbEnd: mb(heap.at(-1)!),
    heapMbMax: mb(Math.max(...heap)),
    heapMbFirstHalfAvg: mb(avg(firstHalf)),
    heapMbSecondHalfAvg: mb(avg(secondHalf)),
    rssMb: mb(process.memoryUsage().rss),
    note: "heap after a forced GC, sampled every 5 s; the load generator shares the process (its per-tab state is two short strings)",
  };
}

async function benchOn(database: Database, { soakToo }: { soakToo: boolean }): Promise<Record<string, unknown>> {
  await database.migrate();
  const app = await buildApp({ database, config: testConfig({ LOG_LEVEL: "warn" } as never), queue: noQueue });
  const base = new URL(await app.listen({ port: 0, host: "127.0.0.1" }));
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
    await load(base, 100, () => ({ path: "/api/transcripts", headers: cookie, status: 200 }));
    const firstPage = summary(await load(base, REQUESTS, () => ({ path: "/api/transcripts", headers: cookie, status: 200 })));

    // Same run, interleaved, so the two figures share the machine's state.
    const tag = first.etag!;
    const notModified: number[] = [];
    const authUser: number[] = [];
    let [notModifiedCpu, authUserCpu] = [0, 0];
    for (let round_ = 0; round_ < 4; round_++) {
      const a = await load(base, REQUESTS / 4, () => ({ path: "/api/transcripts", headers: { ...cookie, "if-none-match": tag }, status: 304 }));
      const b = await load(base, REQUESTS / 4, () => ({ path: "/api/auth/user", headers: cookie, status: 200 }));
      notModified.push(...a);
      authUser.push(...b);
      notModifiedCpu += (cpuMsPerRequest.get(a) ?? 0) / 4;
      authUserCpu += (cpuMsPerRequest.get(b) ?? 0) / 4;
    }
    cpuMsPerRequest.set(notModified, notModifiedCpu);
    cpuMsPerRequest.set(authUser, authUserCpu);
    const poll = summary(notModified);
    const user_ = summary(authUser);

    const searches: Record<string, unknown> = {};
    const all: number[] = [];
    for (const q of SEARCHES) {
      const url = `/api/transcripts?q=${encodeURIComponent(q)}`;
      const hits = await request(base, url, cookie);
      // One search at a time: the target is a search's own latency, not a queue's.
      await load(base, 10, () => ({ path: url, headers: cookie, status: 200 }), 1);
      const samples = await load(base, 100, () => ({ path: url, headers: cookie, status: 200 }), 1);
      all.push(...samples);
      const counted = (await database.db.execute(sql`
        SELECT count(*)::int AS n FROM transcripts WHERE user_id = ${user.userId}
          AND search_vector @@ to_tsquery('english', ${q.split(" ").join(" & ")})`)) as unknown as { rows: { n: number }[] };
      const n = counted.rows[0]?.n ?? 0;
      searches[q] = { matchingCalls: n, pageBytes: hits.bytes, ...summary(samples) };
    }

    const figures: Record<string, unknown> = {
      loadAverage: os.loadavg().map((n) => round(n)),
      cpus: os.cpus().length,
      calls: CALLS,
      otherUserCalls: OTHER_USER_CALLS,
      seedMs,
      connections: CONNECTIONS,
      firstPage: { bytes: first.bytes, ...firstPage, ok: first.bytes <= TARGETS.firstPageBytes && firstPage.p99Ms <= TARGETS.firstPageP99Ms },
      notModifiedPoll: poll,
      authUser: user_,
      pollVsAuthUser: {
        p50: round(poll.p50Ms / user_.p50Ms),
        mean: round(poll.meanMs / user_.meanMs),
        ok: poll.meanMs / user_.meanMs <= TARGETS.notModifiedVsUser,
      },
      search: { ...searches, all: { ...summary(all), ok: percentile(all, 99) <= TARGETS.searchP99Ms } },
      targets: TARGETS,
    };
    say(`${database.kind}: ${JSON.stringify(figures)}`);
    if (soakToo) {
      say(`${database.kind}: soak of ${SOAK_SECONDS} s`);
      figures.soak = await soak(base, database, user.userId, user.cookie);
    }
    return figures;
  } finally {
    await app.close();
    await database.close();
  }
}

async function embedded(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rapport-lists-bench-"));
  try {
    return await benchOn(await openDatabase({ dataDir }), { soakToo: true });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(url: string): Promise<Record<string, unknown>> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL unreachable at ${target.host}: ${(error as Error).message}` };
  }
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query("DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;");
  await pool.end();
  return benchOn(await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() }), { soakToo: false });
}

export async function run(): Promise<Record<string, unknown>> {
  return { postgres: await postgres(process.env.BENCH_DATABASE_URL ?? DEFAULT_PG_URL), embedded: await embedded() };
}

if (isMain(import.meta.url)) console.log(JSON.stringify(await run(), null, 2));
