import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { LIMIT_REACHED_MESSAGE } from "@shared/transcripts";
import { createAnalysisPool, type AnalysisPool } from "../../engine/thread/engine-pool";
import { meetings, transcripts } from "../../db/schema";
import { AUDIO, CONVERSATION } from "@tests/fakes/bots";
import type { BotProviderId } from "../../integrations/bot";
import { createStorage } from "../../integrations/storage";
import { signUpUser } from "@tests/server/app";
import { poolEngine, startAnalysisWorker } from "../analyses";
import { completeMeeting } from "./complete";
import { createMeetingBot } from "./create-bot";
import { startMeetingWorker } from "./meeting-jobs";
import { botHarness, inMinutes, MB_SECRET, meetingRow, type BotHarness } from "@tests/server/helpers/meetings";

let pool: AnalysisPool;
beforeAll(() => {
  pool = createAnalysisPool({ size: 1 });
});
afterAll(async () => pool.close());

let h: BotHarness;
const stops: (() => void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await h?.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("a meeting bot from booking to a playable, analysed recording", () => {
  it("Meeting BaaS: created at its time, completed by webhook, analysed, listed with its recording, served by range", async () => {
    // The bot is due 1 s after booking: the meeting starts in 2 minutes and the lead is 119 s.
    h = await botHarness("meetingbaas", { BOT_JOIN_LEAD_SECONDS: "119" });
    stops.push(await startAnalysisWorker(h.t.database.db, h.t.queue, poolEngine(pool)));
    stops.push(await startMeetingWorker(h.t.database.db, h.config, h.t.queue));
    const { cookie } = await signUpUser(h.t.app, { firstName: "Dana", lastName: "Reyes" });
    const scheduledAt = inMinutes(2);
    const booked = await h.t.app.inject({
      method: "POST",
      url: "/api/schedule-bot",
      headers: { cookie },
      payload: { name: "Acme discovery", meetingUrl: "https://meet.google.com/abc-defg-hij", scheduledAt },
    });
    const { id } = booked.json().meeting;
    expect(h.bots.created).toHaveLength(0);

    const created = await until(async () => h.bots.created, (list) => list.length === 1, 10_000);
    expect(created[0]!.body.join_at).toBe(scheduledAt);
    const botId = created[0]!.id;
    await until(() => meetingRow(h.t, id), (m) => m.botId === botId);

    const callback = JSON.stringify({ event: "bot.completed", data: { bot_id: botId, event_id: "cb-1", duration_seconds: 15 } });
    const webhook = await h.t.app.inject({
      method: "POST",
      url: "/api/webhooks/meetingbaas",
      headers: { "content-type": "application/json", "x-mb-secret": MB_SECRET },
      payload: callback,
    });
    expect(webhook.json()).toEqual({ received: true, outcome: "applied" });

    const done = await until(() => meetingRow(h.t, id), (m) => m.status === "completed" || m.status === "failed");
    expect(done).toMatchObject({ status: "completed", failureReason: null, recordingKey: `${id}.mp3` });
    const analysed = await until(
      async () => (await h.t.app.inject({ url: `/api/transcripts/${done.transcriptId}`, headers: { cookie } })).json().transcript,
      (t) => t.status !== "processing",
    );
    expect(analysed).toMatchObject({ status: "completed", source: "gladia", meetingName: "Acme discovery", name: "Acme discovery", recordingUrl: `/api/meetings/${id}/recording` });
    expect(analysed.diarizationData).toEqual(
      CONVERSATION.map((u) => ({ speaker: u.speaker === "Dana Reyes" ? 0 : 1, name: u.speaker, text: u.text, start: u.start, end: u.end })),
    );
    expect((await h.t.app.inject({ url: `/api/analyses/transcript/${done.transcriptId}`, headers: { cookie } })).statusCode).toBe(200);

    const list = (await h.t.app.inject({ url: "/api/transcripts", headers: { cookie } })).json();
    expect(list).toEqual([expect.objectContaining({ id: done.transcriptId, source: "gladia", recordingUrl: `/api/meetings/${id}/recording`, fileSize: AUDIO.length })]);
    expect((await h.t.app.inject({ url: "/api/meetings", headers: { cookie } })).json()[0]).toMatchObject({ status: "completed", transcriptId: done.transcriptId });

    const whole = await h.t.app.inject({ url: `/api/meetings/${id}/recording`, headers: { cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    expect(whole.rawPayload.equals(AUDIO)).toBe(true);
    const part = await h.t.app.inject({ url: `/api/meetings/${id}/recording`, headers: { cookie, range: "bytes=1000-1099" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1000-1099/${AUDIO.length}`);
    expect(part.headers["content-length"]).toBe("100");
    expect(part.rawPayload.equals(AUDIO.subarray(1000, 1100))).toBe(true);
    const tail = await h.t.app.inject({ url: `/api/meetings/${id}/recording`, headers: { cookie, range: "bytes=-10" } });
    expect(tail.rawPayload.equals(AUDIO.subarray(-10))).toBe(true);
    const beyond = await h.t.app.inject({ url: `/api/meetings/${id}/recording`, headers: { cookie, range: `bytes=${AUDIO.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${AUDIO.length}`);

    const stranger = await signUpUser(h.t.app);
    expect((await h.t.app.inject({ url: `/api/meetings/${id}/recording`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await h.t.app.inject({ url: `/api/meetings/${id}/recording` })).statusCode).toBe(401);
    expect(fs.readdirSync(path.join(h.dataDir, "recordings"))).toEqual([`${id}.mp3`]);
  }, 40_000);
});

describe.each(["recall", "attendee"] as const)("%s completion", (provider: BotProviderId) => {
  const finishedBot = async () => {
    h = await botHarness(provider);
    const { cookie, userId } = await signUpUser(h.t.app);
    const { meeting } = (
      await h.t.app.inject({ method: "POST", url: "/api/schedule-bot", headers: { cookie }, payload: { name: "Globex pricing", meetingUrl: "https://zoom.us/j/5", scheduledAt: inMinutes(3) } })
    ).json();
    await createMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id);
    await h.t.database.db.update(meetings).set({ status: "processing" }).where(eq(meetings.id, meeting.id));
    const deps = { db: h.t.database.db, config: h.config, queue: h.t.queue, storage: createStorage(h.config) };
    return { meetingId: meeting.id as string, userId, cookie, deps };
  };

  it("copies the recording and sends real speakers and times into the pipeline, once", async () => {
    const { meetingId, deps } = await finishedBot();
    expect(await completeMeeting(deps, meetingId)).toBe("completed");
    expect(await completeMeeting(deps, meetingId)).toBe("skipped");
    const meeting = await meetingRow(h.t, meetingId);
    const [row] = await h.t.database.db.select().from(transcripts).where(eq(transcripts.id, meeting.transcriptId!));
    expect(row).toMatchObject({ source: "gladia", meetingName: "Globex pricing", status: "processing", recordingUrl: `/api/meetings/${meetingId}/recording` });
    expect(row!.diarizationData.map((u) => [u.speaker, u.name, u.start])).toEqual([
      [0, "Dana Reyes", 1.5],
      [1, "Sam Patel", 5.5],
      [0, "Dana Reyes", 11.5],
    ]);
    expect(row!.diarizationData[1]!.text).toBe(CONVERSATION[1]!.text);
    expect(row!.content.split("\n")[1]).toBe(`[00:00:05] Sam Patel: ${CONVERSATION[1]!.text}`);
    expect(h.bots.downloads).toBe(1);
  });

  it("fails the meeting with the plan's limit text when the month is used up", async () => {
    const { meetingId, userId, deps } = await finishedBot();
    for (let i = 0; i < 3; i += 1) {
      await h.t.database.db.insert(transcripts).values({
        id: `t${i}`, userId, name: "x", status: "completed", duration: 1, fileSize: 1, content: "x", source: "upload", format: "txt",
        diarizationData: [], speakerMapping: {},
      });
    }
    expect(await completeMeeting(deps, meetingId)).toBe("failed");
    expect(await meetingRow(h.t, meetingId)).toMatchObject({ status: "failed", failureReason: LIMIT_REACHED_MESSAGE, transcriptId: null });
  });
});
