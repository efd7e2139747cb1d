/**
 * The dashboard and analytics reads with 10,000 analysed calls for one user (plus 2,000 of another
 * user, so the per-user filters do real work). Target: each endpoint's median ≤ 100 ms, on the embedded
 * database and on PostgreSQL. The bench seeds its own data with INSERT … SELECT generate_series, with
 * analysis JSON of realistic size. PostgreSQL is postgres://postgres:postgres@127.0.0.1:5432/rapport_bench
 * (created when missing; override with BENCH_DATABASE_URL); it is skipped, and says so, when unreachable.
 * Run: `npx tsx bench/analytics.bench.ts`.
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import type { Database } from "../src/server/db/open";
import type { Queue } from "../src/server/jobs/queue";
import { onEmbeddedDatabase, onFreshPostgres } from "./databases";
import { isMain, median, percentile, round } from "./stats";

const CALLS = 10_000;
const OTHER_USER_CALLS = 2_000;
const WARM_UP = 3;
const ITERATIONS = 25;
const TARGET_MS = 100;
const ENDPOINTS = ["/api/stats", "/api/performance", "/api/insights", "/api/analytics/dashboard"];
const DEFAULT_PG_URL = "postgres://postgres:postgres@127.0.0.1:5432/rapport_bench";

/** The reads never queue work; a send here would be a bug in the bench, not something to pretend about. */
const noQueue: Queue = {
  // Only the health check reads this; the bench never asks it.
  isReady: () => false,
  send: async () => {
    throw new Error("the analytics bench does not upload calls");
  },
  work: async () => undefined,
  stop: async () => undefined,
};

const quote = (text: string) => `${text} Said at 12:34 by the buyer, who repeated it twice during the call.`;

/**
 * Inserts `calls` analysed calls for `userId`, one every 12 minutes back from now: all 10,000 fall in
 * the analytics page's 90-day trend window, its worst case.
 */
export async function seedCalls(database: Database, userId: string, calls: number): Promise<void> {
  const result = (n: number) =>
    sql.raw(`(ARRAY['Yes','Partial','No'])[1 + (i * ${n} + i / 7) % 3]`);
  const criterion = (key: string, n: number) =>
    sql`${key}::text, jsonb_build_object('result', ${result(n)}, 'context', ${quote(`The ${key} came up: we need to cut freight costs by five percent next year.`)}::text)`;
  await database.db.execute(sql`
    INSERT INTO transcripts (id, user_id, name, status, uploaded_at, duration, file_size, content, source, format,
                             diarization_data, speaker_mapping)
    SELECT ${userId} || '-' || i, ${userId}, 'Call ' || i, 'completed', now() - i * interval '12 minutes',
           300 + (i * 37) % 3300, 20000, repeat('Rep: How does freight move today? Buyer: Mostly LTL. ', 40),
           'upload', 'txt', '[]'::jsonb, '{"0":{"name":"Rep","role":"account_owner"},"1":{"name":"Buyer","role":"customer"}}'::jsonb
    FROM generate_series(1, ${calls}) AS i`);
  await database.db.execute(sql`
    INSERT INTO analyses (id, transcript_id, user_id, created_at, ai_score, conversion_probability, talk_time_ratio,
                          sentiment_score, meddic_scorecard, sales_coaching, meeting_summary, metrics, engine)
    SELECT 'a-' || ${userId} || '-' || i, ${userId} || '-' || i, ${userId}, now() - i * interval '12 minutes',
           3 + (i * 13) % 70 / 10.0, (i * 29) % 100, 0.3 + (i * 17) % 45 / 100.0, 0.4 + (i * 11) % 50 / 100.0,
           jsonb_build_object('overall_score', (i * 7) % 100, ${criterion("metrics", 1)}, ${criterion("economic_buyer", 2)},
             ${criterion("decision_criteria", 3)}, ${criterion("decision_process", 4)}, ${criterion("identify_pain", 5)},
             ${criterion("champion", 6)}),
           jsonb_build_object('coaching_score', (i * 3) % 100,
             'what_went_well', jsonb_build_array(${quote("You quantified the cost of the problem.")}::text, ${quote("You booked a dated next step.")}::text),
             'what_could_improve', jsonb_build_array(jsonb_build_object('issue', 'Long monologue during the demo',
               'why_it_matters', ${quote("Buyers tune out after about two and a half minutes.")}::text,
               'recommended_fix', 'Pause after each feature and ask how it lands.')),
             'tips', jsonb_build_object('materials_to_provide', jsonb_build_array('SOC 2 report', 'Case study'),
               'value_reinforcements', jsonb_build_array(${quote("Tie savings to the 5% cost target.")}::text),
               'objection_handling', jsonb_build_array(${quote("Reframe price as cost of inaction.")}::text))),
           jsonb_build_object('summary', ${quote("Discovery call about freight audit; pain quantified, CFO owns budget, demo booked.")}::text,
             'follow_ups', CASE WHEN i % 4 = 0 THEN '[]'::jsonb ELSE jsonb_build_array(
               jsonb_build_object('owner', 'Rep', 'action', 'Send the recap', 'due', CASE WHEN i % 3 = 0 THEN NULL ELSE 'Monday' END, 'at', 1500),
               jsonb_build_object('owner', 'Buyer', 'action', 'Share invoices', 'due', 'Wednesday', 'at', 1600)) END,
             'objections', jsonb_build_array(
               jsonb_build_object('category', 'price', 'quote', ${quote("That is more than we budgeted.")}::text, 'at', 900, 'answered', i % 3 <> 0))),
           jsonb_build_object('talkSecondsBySpeaker', jsonb_build_object('0', 600, '1', 700), 'totalTalkSeconds', 1300,
             'durationSeconds', 300 + (i * 37) % 3300, 'talkTimeRatio', 0.3 + (i * 17) % 45 / 100.0,
             'longestRepMonologueSeconds', 40 + (i * 23) % 260, 'longestCustomerStorySeconds', 30 + (i * 19) % 200,
             'interactivity', (i * 5) % 40 / 10.0, 'questionsByRep', (i * 3) % 25, 'questionsByCustomer', i % 9,
             'fillerWordsPerMinute', (i * 7) % 30 / 10.0, 'patienceSeconds', 0.6, 'wordsBySpeaker',
             jsonb_build_object('0', 1500, '1', 1700), 'timed', true),
           '{"name":"local","version":"bench"}'::jsonb
    FROM generate_series(1, ${calls}) AS i`);
}

async function measure(baseUrl: string, cookie: string): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  for (const endpoint of ENDPOINTS) {
    const samples: number[] = [];
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${endpoint}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${endpoint} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      if (i >= WARM_UP) samples.push(performance.now() - started);
    }
    figures[endpoint] = { medianMs: round(median(samples)), p95Ms: round(percentile(samples, 95)), targetMs: TARGET_MS };
  }
  return figures;
}

async function benchOn(database: Database): Promise<Record<string, unknown>> {
  await database.migrate();
  const app = await buildApp({ database, config: testConfig(), queue: noQueue });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const signUp = async (email: string) => {
      const response = await fetch(`${baseUrl}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: "Dana", lastName: "Reyes", email, password: "secret1" }),
      });
      const body = (await response.json()) as { user: { id: string } };
      return { userId: body.user.id, cookie: /rapport_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")![0] };
    };
    const user = await signUp("bench@example.com");
    const other = await signUp("other@example.com");
    const seeding = performance.now();
    await seedCalls(database, user.userId, CALLS);
    await seedCalls(database, other.userId, OTHER_USER_CALLS);
    const seedMs = round(performance.now() - seeding, 0);
    // What autovacuum does on PostgreSQL shortly after a bulk load; PGlite has no autovacuum, so it is
    // measured as it would run in production, on the planner's estimates alone.
    if (database.kind === "postgres") await database.db.execute(sql`ANALYZE`);
    return { calls: CALLS, seedMs, endpoints: await measure(baseUrl, user.cookie) };
  } finally {
    await app.close();
    await database.close();
  }
}

const embedded = () => onEmbeddedDatabase("rapport-analytics-bench-", benchOn);
const postgres = (url: string) => onFreshPostgres(url, benchOn);

export async function run(): Promise<Record<string, unknown>> {
  return { embedded: await embedded(), postgres: await postgres(process.env.BENCH_DATABASE_URL ?? DEFAULT_PG_URL) };
}

if (isMain(import.meta.url)) console.log(JSON.stringify(await run(), null, 2));
