import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { transcriptListItemSchema } from "@shared/transcripts";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";
import { insertSpokenCall } from "@tests/server/helpers/calls";
import { insertCall } from "@tests/server/helpers/dashboard";
import { transcripts } from "../../db/schema";
import { RANKED_MATCHES } from "./search-query";

let t: TestApp;
let cookie: string;
let userId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ cookie, userId } = await signUpUser(t.app, { firstName: "Dana", lastName: "Reyes" }));
});
afterEach(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { cookie, ...headers } });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const nextUrl = (link: string | undefined) => /^<([^>]+)>; rel="next"$/.exec(link ?? "")?.[1];

/** Every page of a list, following the Link header. */
async function allPages(url: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let pages = 0;
  for (let next: string | undefined = url; next; ) {
    const response = await get(next);
    expect(response.statusCode).toBe(200);
    ids.push(...response.json().map((row: { id: string }) => row.id));
    pages += 1;
    next = nextUrl(response.headers.link as string | undefined);
  }
  return { ids, pages };
}

describe("GET /api/transcripts pages", () => {
  it("answers an array, newest first, 50 by default, with the next page in the Link header", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 55; i++) ids.push(await insertSpokenCall(t.database.db, userId, { name: `Call ${i}`, uploadedAt: minutesAgo(i) }));
    const first = await get("/api/transcripts");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(50);
    expect(first.json()[0]).toMatchObject({ id: ids[0], name: "Call 0", aiScore: null, preview: "Dana Reyes: Hello, thanks for joining." });
    expect(first.json()[0]).not.toHaveProperty("match");
    const next = nextUrl(first.headers.link as string);
    expect(next).toMatch(/^\/api\/transcripts\?before=[A-Za-z0-9_-]+$/);
    const second = await get(next!);
    expect(second.json().map((row: { id: string }) => row.id)).toEqual(ids.slice(50));
    expect(second.headers.link).toBeUndefined();
  });

  it("walks every call exactly once with a small limit, even when several share an upload time", async () => {
    const same = minutesAgo(5);
    const ids = new Set<string>();
    for (let i = 0; i < 7; i++) ids.add(await insertSpokenCall(t.database.db, userId, { uploadedAt: same }));
    for (let i = 0; i < 4; i++) ids.add(await insertSpokenCall(t.database.db, userId, { uploadedAt: minutesAgo(10 + i) }));
    const { ids: seen, pages } = await allPages("/api/transcripts?limit=3");
    expect(pages).toBe(4);
    expect(seen).toHaveLength(11);
    expect(new Set(seen)).toEqual(ids);
  });

  it("keeps the filter in the next page's URL: status=completed, processing, failed and pending", async () => {
    for (let i = 0; i < 3; i++) await insertSpokenCall(t.database.db, userId, { status: "completed", uploadedAt: minutesAgo(i) });
    for (let i = 0; i < 2; i++) await insertSpokenCall(t.database.db, userId, { status: "processing", uploadedAt: minutesAgo(10 + i) });
    await insertSpokenCall(t.database.db, userId, { status: "failed", uploadedAt: minutesAgo(20) });
    const first = await get("/api/transcripts?status=completed&limit=2");
    expect(first.json().map((row: { status: string }) => row.status)).toEqual(["completed", "completed"]);
    expect(nextUrl(first.headers.link as string)).toMatch(/^\/api\/transcripts\?limit=2&status=completed&before=/);
    expect((await allPages("/api/transcripts?status=completed&limit=2")).ids).toHaveLength(3);
    expect((await allPages("/api/transcripts?status=processing")).ids).toHaveLength(2);
    expect((await allPages("/api/transcripts?status=failed")).ids).toHaveLength(1);
    const pending = await get("/api/transcripts?status=pending");
    expect(pending.json().map((row: { status: string }) => row.status)).toEqual(["processing", "processing", "failed"]);
  });

  it("counts the calls by status for the filters, in one small answer", async () => {
    await insertSpokenCall(t.database.db, userId, { status: "completed" });
    await insertSpokenCall(t.database.db, userId, { status: "processing" });
    await insertSpokenCall(t.database.db, userId, { status: "failed" });
    await insertSpokenCall(t.database.db, userId, { status: "completed", deleted: true });
    const response = await get("/api/transcripts/counts");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ all: 3, completed: 1, processing: 1, failed: 1, pending: 2 });
  });

  it("carries each call's AI score once analysed", async () => {
    const analysed = await insertCall(t.database.db, userId, { aiScore: 7.4 });
    const [row] = (await get("/api/transcripts")).json();
    expect(row).toMatchObject({ id: analysed, aiScore: 7.4 });
  });

  it("shows a call's row as it is now: renamed, re-failed, a new speaker name, a new score (the row is stored, migration 0016)", async () => {
    const id = await insertCall(t.database.db, userId, { aiScore: 7.4 });
    await t.database.db.update(transcripts).set({ name: "Renamed", status: "failed", failureReason: "Too short" }).where(eq(transcripts.id, id));
    await t.database.db.execute(sql`UPDATE analyses SET ai_score = 3.5 WHERE transcript_id = ${id}`);
    expect((await get("/api/transcripts")).json()[0]).toMatchObject({ id, name: "Renamed", status: "failed", failureReason: "Too short", aiScore: 3.5 });
    await t.database.db.execute(sql`DELETE FROM analyses WHERE transcript_id = ${id}`);
    expect((await get("/api/transcripts")).json()[0]).toMatchObject({ id, aiScore: null });
    const spoken = await insertSpokenCall(t.database.db, userId, { name: "Spoken" });
    await t.database.db.update(transcripts).set({ speakerMapping: { "0": { name: "Priya Shah", role: "account_owner" } } }).where(eq(transcripts.id, spoken));
    expect((await get("/api/transcripts")).json()[0]).toMatchObject({ id: spoken, preview: expect.stringMatching(/^Priya Shah: /) });
  });

  it("answers rows of exactly transcriptListItemSchema's shape, which the page function writes unchecked", async () => {
    // The plain list is sent as the database wrote it (migration 0014), so this is where its shape is held
    // to the schema: every field, each kind of value (null and set), nothing more.
    const analysed = await insertCall(t.database.db, userId, { aiScore: 7.4, uploadedAt: minutesAgo(1) });
    const failed = await insertSpokenCall(t.database.db, userId, { name: 'Renewal "Q3" — café', status: "failed", uploadedAt: minutesAgo(2) });
    await t.database.db
      .update(transcripts)
      .set({ failureReason: "Could not read it", meetingName: "Weekly sync", recordingUrl: "https://example.com/r/1" })
      .where(eq(transcripts.id, failed));
    const response = await get("/api/transcripts?limit=1");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const both = [...response.json(), ...(await get(nextUrl(response.headers.link as string)!)).json()];
    const rows = z.array(transcriptListItemSchema.strict()).parse(both);
    expect(rows.map((row) => row.id)).toEqual([analysed, failed]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ["aiScore", "contentLength", "duration", "failureReason", "fileSize", "id", "meetingName", "name", "preview", "recordingUrl", "source", "status", "uploadedAt"],
    );
    expect(rows[0]).toMatchObject({ aiScore: 7.4, failureReason: null, meetingName: null, recordingUrl: null });
    expect(rows[1]).toMatchObject({
      name: 'Renewal "Q3" — café',
      status: "failed",
      failureReason: "Could not read it",
      meetingName: "Weekly sync",
      recordingUrl: "https://example.com/r/1",
      aiScore: null,
      duration: 600,
      fileSize: 1000,
    });
    expect(new Date(rows[1]!.uploadedAt).toISOString()).toBe(rows[1]!.uploadedAt);
  });

  it.each([
    ["limit=0", "limit must be a whole number from 1 to 200"],
    ["limit=201", "limit must be a whole number from 1 to 200"],
    ["limit=abc", "limit must be a whole number from 1 to 200"],
    ["limit=2.5", "limit must be a whole number from 1 to 200"],
    ["status=done", "status must be one of completed, processing, failed, pending"],
    ["before=not-a-cursor", "before must be the cursor from the Link header's next URL"],
    ["before=%25%25", "before must be the cursor from the Link header's next URL"],
    [`q=${"x".repeat(201)}`, "q must be at most 200 characters"],
  ])("refuses %s with 400 and says why", async (query, message) => {
    const response = await get(`/api/transcripts?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "BAD_REQUEST", message });
  });

  it("refuses a plain list's cursor on a search and the reverse", async () => {
    for (let i = 0; i < 3; i++) await insertSpokenCall(t.database.db, userId, { name: `Pricing call ${i}`, uploadedAt: minutesAgo(i) });
    const plain = nextUrl((await get("/api/transcripts?limit=1")).headers.link as string)!;
    const plainCursor = new URL(plain, "http://x").searchParams.get("before")!;
    expect((await get(`/api/transcripts?q=pricing&before=${plainCursor}`)).statusCode).toBe(400);
    const search = nextUrl((await get("/api/transcripts?q=pricing&limit=1")).headers.link as string)!;
    const searchCursor = new URL(search, "http://x").searchParams.get("before")!;
    expect((await get(`/api/transcripts?before=${searchCursor}`)).statusCode).toBe(400);
  });

  it("never shows another user's calls, nor deleted ones, in lists, counts or search", async () => {
    const other = await signUpUser(t.app);
    await insertSpokenCall(t.database.db, other.userId, { name: "Pricing with Globex", said: [[1, "Your pricing is too high", 3]] });
    await insertSpokenCall(t.database.db, userId, { name: "Old pricing call", deleted: true });
    const mine = await insertSpokenCall(t.database.db, userId, { name: "Intro", said: [[1, "What does pricing look like?", 4]] });
    expect((await get("/api/transcripts")).json().map((row: { id: string }) => row.id)).toEqual([mine]);
    expect((await get("/api/transcripts?q=pricing")).json().map((row: { id: string }) => row.id)).toEqual([mine]);
    expect((await get("/api/transcripts?status=completed")).json()).toHaveLength(1);
    expect((await get("/api/transcripts/counts")).json().all).toBe(1);
    expect((await t.app.inject({ url: "/api/transcripts?q=intro", headers: { cookie: other.cookie } })).json()).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ url: "/api/transcripts" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/transcripts/counts" })).statusCode).toBe(401);
  });
});

describe("GET /api/transcripts?q= searches names and what was said", () => {
  it("finds a word said in the call, with the snippet and the moment it was said", async () => {
    const id = await insertSpokenCall(t.database.db, userId, {
      name: "Acme discovery",
      said: [
        [0, "Thanks for joining, Sam.", 0],
        [1, "We moved to a new warehouse last spring.", 12],
        [0, "How do you handle freight invoices today?", 75],
        [1, "Honestly the invoices are a mess and our auditors complain every quarter.", 83.4],
      ],
    });
    await insertSpokenCall(t.database.db, userId, { name: "Unrelated", said: [[0, "Nothing to see here", 0]] });
    const response = await get("/api/transcripts?q=invoice%20auditors");
    expect(response.statusCode).toBe(200);
    const hits = response.json();
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ id, name: "Acme discovery", match: { utterance: 3, seconds: 83.4 } });
    expect(hits[0].match.snippet).toContain("<mark>invoices</mark>");
    expect(hits[0].match.snippet).toContain("<mark>auditors</mark>");
    expect(hits[0].match.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it("matches words on their stems, and names too", async () => {
    await insertSpokenCall(t.database.db, userId, { name: "Globex renewal", said: [[1, "Can we talk about the prices?", 40]] });
    expect((await get("/api/transcripts?q=prices")).json()).toHaveLength(1);
    expect((await get("/api/transcripts?q=pricing")).json()).toHaveLength(1);
    expect((await get("/api/transcripts?q=PRICED")).json()[0].match).toMatchObject({ utterance: 0, seconds: 40 });
    expect((await get("/api/transcripts?q=prz")).json()).toEqual([]);
    const byName = (await get("/api/transcripts?q=globex")).json();
    expect(byName).toHaveLength(1);
    expect(byName[0].match).toEqual({ snippet: "<mark>Globex</mark> renewal", utterance: null, seconds: null });
    expect((await get("/api/transcripts?q=%22%3B%20DROP%20TABLE%20x%20--")).statusCode).toBe(200);
    expect((await get("/api/transcripts?q=%21%21%21")).json()).toEqual([]);
  });

  it("takes the last word as a prefix, as it is being typed, and marks the words it begins", async () => {
    const id = await insertSpokenCall(t.database.db, userId, {
      said: [
        [0, "Hello there", 0],
        [1, "Your pricing for the invoices module seems steep.", 30],
      ],
    });
    await insertSpokenCall(t.database.db, userId, { said: [[1, "We print invoices every week.", 5]] });
    const hits = (await get("/api/transcripts?q=pric")).json();
    expect(hits.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(hits[0].match).toEqual({ snippet: "Your <mark>pricing</mark> for the invoices module seems steep.", utterance: 1, seconds: 30 });
    // Only the last word is a prefix: "pric invoices" needs the whole word "pric", which no call says.
    expect((await get("/api/transcripts?q=pric%20invoices")).json()).toEqual([]);
    expect((await get("/api/transcripts?q=invoices%20pric")).json().map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await get("/api/transcripts?q=invoices%20pr")).json()).toHaveLength(2);
    // Query syntax typed into the box is text, never tsquery operators.
    for (const hostile of ["pric:*", "pric |", "!pric", "pric & (", "'pric'", "pric\\", "<->pric", "(pric"]) {
      const response = await get(`/api/transcripts?q=${encodeURIComponent(hostile)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((row: { id: string }) => row.id)).toEqual([id]);
    }
  });

  it("finds the moment even when the stem is not spelled like the word said (happiness → happi, said: happy)", async () => {
    await insertSpokenCall(t.database.db, userId, { said: [[0, "Hello", 0], [1, "We are happy with the pilot", 12]] });
    const [hit] = (await get("/api/transcripts?q=happiness")).json();
    expect(hit.match).toMatchObject({ utterance: 1, seconds: 12 });
    expect(hit.match.snippet).toContain("<mark>happy</mark>");
  });

  it("ranks the call that says it more, or names it, first, and pages through the ranking", async () => {
    const once = await insertSpokenCall(t.database.db, userId, { name: "A", said: [[1, "budget", 1]], uploadedAt: minutesAgo(1) });
    const named = await insertSpokenCall(t.database.db, userId, { name: "Budget review", said: [[1, "hello", 1]], uploadedAt: minutesAgo(3) });
    const often = await insertSpokenCall(t.database.db, userId, {
      name: "B",
      said: [[1, "The budget, the budget and again the budget decides it.", 1]],
      uploadedAt: minutesAgo(2),
    });
    const order = (await allPages("/api/transcripts?q=budget&limit=1")).ids;
    expect(order).toEqual([named, often, once]);
  });

  it(`ranks only the newest ${RANKED_MATCHES} matches; older ones follow newest first, and paging walks every match once`, async () => {
    // One statement: RANKED_MATCHES + 20 calls saying "budget" once, one a minute, the newest first.
    const total = RANKED_MATCHES + 20;
    await t.database.db.execute(sql`
      INSERT INTO transcripts (id, user_id, name, status, uploaded_at, duration, file_size, content, source, format, diarization_data, speaker_mapping)
      SELECT 'bulk-' || i, ${userId}, 'Call ' || i, 'completed', now() - i * interval '1 minute', 60, 10, 'budget', 'upload', 'txt',
             '[{"speaker":0,"text":"the budget","start":0}]'::jsonb, '{}'::jsonb
      FROM generate_series(0, ${total - 1}) AS i`);
    // An old call that names it: the best match of all, but older than the ranked window.
    const oldNamed = await insertSpokenCall(t.database.db, userId, { name: "Budget review", said: [[1, "budget", 1]], uploadedAt: minutesAgo(total + 10) });
    // A call inside the window that says it three times: ranked first.
    await t.database.db.execute(sql`UPDATE transcripts SET diarization_data = '[{"speaker":0,"text":"budget, budget, budget","start":0}]'::jsonb WHERE id = 'bulk-7'`);
    const { ids, pages } = await allPages("/api/transcripts?q=budget&limit=100");
    expect(pages).toBe(4);
    expect(ids).toHaveLength(total + 1);
    expect(new Set(ids).size).toBe(total + 1);
    expect(ids[0]).toBe("bulk-7");
    const older = ids.slice(RANKED_MATCHES);
    // Score 0 beyond the window: newest first, the named old call last though it would rank first.
    expect(older).toEqual([...Array.from({ length: 20 }, (_, i) => `bulk-${RANKED_MATCHES + i}`), oldNamed]);
  });

  it("composes with the status filter", async () => {
    await insertSpokenCall(t.database.db, userId, { status: "completed", said: [[0, "renewal terms", 1]] });
    const processing = await insertSpokenCall(t.database.db, userId, { status: "processing", said: [[0, "renewal date", 1]] });
    expect((await get("/api/transcripts?q=renewal&status=pending")).json().map((row: { id: string }) => row.id)).toEqual([processing]);
  });

  it("searches a call again after its words change (the vector is written with the row)", async () => {
    const id = await insertSpokenCall(t.database.db, userId, { name: "Call", said: [[0, "alpha", 0]] });
    await t.database.db.update(transcripts).set({ name: "Zebra call" }).where(eq(transcripts.id, id));
    expect((await get("/api/transcripts?q=zebra")).json()).toHaveLength(1);
    expect((await get("/api/transcripts?q=alpha")).json()).toHaveLength(1);
  });
});
