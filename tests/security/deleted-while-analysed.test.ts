import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { transcripts } from "@server/db/schema";
import { requeueProcessing } from "@server/features/analyses/analysis-jobs";
import type { Queue } from "@server/jobs/queue";
import { createTestApp, signUpUser, type TestApp } from "../server/app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

/** A queue that only records what is sent, so the test sees exactly what a worker start would queue. */
function recordingQueue(): Queue & { sent: unknown[] } {
  const sent: unknown[] = [];
  return { sent, isReady: () => true, send: async (_job, payload) => void sent.push(payload), work: async () => undefined, stop: async () => undefined };
}

describe("a call deleted while it is analysed (issue 13 item 12)", () => {
  it("does not stay processing and is not re-queued when a worker starts", async () => {
    const { cookie } = await signUpUser(t.app);
    const created = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie }, payload: { content: "Rep: Hello.\nBuyer: Hi." } });
    const { id } = created.json().transcript;
    // No worker runs in the test app, so the call is still being analysed when it is deleted.
    expect((await t.app.inject({ method: "DELETE", url: `/api/transcripts/${id}`, headers: { cookie } })).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(transcripts).where(eq(transcripts.id, id));
    expect(row?.status).not.toBe("processing");
    const queue = recordingQueue();
    expect(await requeueProcessing(t.database.db, queue)).toBe(0);
    expect(queue.sent).toEqual([]);
  });

  it("rows left processing by an earlier version are not re-queued either", async () => {
    const { cookie } = await signUpUser(t.app);
    const created = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie }, payload: { content: "Rep: Hello.\nBuyer: Hi." } });
    const { id } = created.json().transcript;
    await t.database.db.update(transcripts).set({ deletedAt: new Date(), status: "processing" }).where(eq(transcripts.id, id));
    const queue = recordingQueue();
    expect(await requeueProcessing(t.database.db, queue)).toBe(0);
  });

  it("a live processing call is still re-queued", async () => {
    const { cookie } = await signUpUser(t.app);
    const created = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie }, payload: { content: "Rep: Hello.\nBuyer: Hi." } });
    const queue = recordingQueue();
    expect(await requeueProcessing(t.database.db, queue)).toBe(1);
    expect(queue.sent).toEqual([{ transcriptId: created.json().transcript.id }]);
  });
});
