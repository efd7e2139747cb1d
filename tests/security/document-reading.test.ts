import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { transcripts, users } from "@server/db/schema";
import { buildDocx } from "../fixtures/ingest/docx";
import { createTestApp, signUpUser, type TestApp } from "../server/app";
import { multipart } from "../server/multipart";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

/** About 26 KB on disk, and seconds of mammoth's time: the shape of the reported 75 KB stall. */
const slowDocx = () => buildDocx(Array.from({ length: 80_000 }, (_, i) => `Rep: word ${i % 10}`));

const upload = (cookie: string, name: string, content: Buffer) => {
  const { payload, headers } = multipart({ file: { name, content } });
  return t.app.inject({ method: "POST", url: "/api/transcripts", headers: { ...headers, cookie }, payload });
};

async function unlimitedUser(): Promise<string> {
  const user = await signUpUser(t.app);
  await t.database.db.update(users).set({ plan: "unlimited" }).where(eq(users.id, user.userId));
  return user.cookie;
}

describe("reading documents (issue 13 item 2)", () => {
  it("GET /healthz answers in under 100 ms while a slow .docx is read", async () => {
    const cookie = await unlimitedUser();
    const bytes = await slowDocx();
    let finished = false;
    const uploading = upload(cookie, "slow.docx", bytes).finally(() => (finished = true));
    const latencies: number[] = [];
    while (!finished) {
      const started = performance.now();
      const health = await t.app.inject({ url: "/healthz" });
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await uploading).statusCode).toBe(201);
    expect(latencies.length).toBeGreaterThan(10);
    // Read on the web thread, this document stalls one probe for seconds. Off it, probes answer in
    // milliseconds; on a two-core CI box running other test files beside this one, a rare probe can
    // still catch a scheduling or GC pause, so the bound is on the 95th percentile, and the worst must
    // stay far below the stall.
    const sorted = [...latencies].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.95)]).toBeLessThan(100);
    expect(sorted.at(-1)).toBeLessThan(500);
  }, 60_000);

  it("a document whose text unpacks past 10MB is refused with 413 and nothing is stored", async () => {
    const cookie = await unlimitedUser();
    const line = `Rep: ${"pricing ".repeat(750)}`;
    const bytes = await buildDocx(Array.from({ length: 1_800 }, () => line));
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const response = await upload(cookie, "big.docx", bytes);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/text in this file is larger than the 10MB limit/);
    expect(await t.database.db.select().from(transcripts)).toHaveLength(0);
  }, 60_000);

  it("an account at its plan limit is refused before the document is read", async () => {
    const { cookie } = await signUpUser(t.app);
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie }, payload: { content: `Rep: call ${i}\nBuyer: hello` } });
      expect(response.statusCode).toBe(201);
    }
    const bytes = await slowDocx();
    const started = performance.now();
    const response = await upload(cookie, "slow.docx", bytes);
    expect(response.statusCode).toBe(403);
    // Reading this file takes seconds; the refusal does not wait for it.
    expect(performance.now() - started).toBeLessThan(1_000);
  }, 60_000);
});
