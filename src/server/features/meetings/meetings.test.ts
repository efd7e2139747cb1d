import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LIMIT_REACHED_MESSAGE } from "@shared/transcripts";
import { meetings } from "../../db/schema";
import { createTestApp, signUpUser } from "@tests/server/app";
import { createMeetingBot } from "./create-bot";
import { pollMeetingBot } from "./poll";
import { botHarness, inMinutes, jobsNamed, meetingRow, type BotHarness } from "@tests/server/helpers/meetings";

let h: BotHarness;
afterEach(async () => h?.close());

const schedule = (cookie: string, body: Record<string, unknown>, url = "/api/schedule-bot") =>
  h.t.app.inject({ method: "POST", url, headers: { cookie }, payload: body });
const form = (overrides: Record<string, unknown> = {}) => ({ name: "Acme discovery", meetingUrl: "https://meet.google.com/abc-defg-hij", scheduledAt: inMinutes(30), ...overrides });

describe("scheduling a bot", () => {
  it("answers 401 signed out", async () => {
    h = await botHarness("attendee");
    for (const [method, url] of [["GET", "/api/meetings"], ["POST", "/api/schedule-bot"], ["POST", "/api/meetings/schedule-bot"], ["GET", "/api/meetings/x/recording"]] as const) {
      expect((await h.t.app.inject({ method, url, payload: method === "POST" ? form() : undefined })).statusCode).toBe(401);
    }
  });

  it("answers 503 in plain words, naming BOT_PROVIDER and its key in the admin hint, when no provider is configured", async () => {
    h = await botHarness(null);
    const { cookie } = await signUpUser(h.t.app);
    const response = await schedule(cookie, form());
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe("NOT_CONFIGURED");
    expect(response.json().message).toBe("The meeting bot isn't set up on this Rapport server yet");
    expect(response.json().adminHint).toMatch(/BOT_PROVIDER.*MEETINGBAAS_API_KEY, RECALL_API_KEY or ATTENDEE_API_KEY/);
    const keyless = await createTestApp({ BOT_PROVIDER: "recall" });
    try {
      const other = await signUpUser(keyless.app);
      const refused = await keyless.app.inject({ method: "POST", url: "/api/schedule-bot", headers: { cookie: other.cookie }, payload: form() });
      expect(refused.json()).toMatchObject({
        message: "The meeting bot isn't set up on this Rapport server yet",
        adminHint: "The meeting bot is not configured: BOT_PROVIDER is recall but RECALL_API_KEY is not set",
      });
    } finally {
      await keyless.close();
    }
    expect(await h.t.database.db.select().from(meetings)).toEqual([]);
  });

  it("validates per SPEC §5 with the shared schemas", async () => {
    h = await botHarness("attendee");
    const { cookie } = await signUpUser(h.t.app);
    const missing = await schedule(cookie, { name: "x", meetingUrl: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Missing information: Please fill in all fields");
    expect((await schedule(cookie, form({ meetingUrl: "zoom meeting" }))).json().message).toBe("Enter the meeting's web link (https://…)");
    expect((await schedule(cookie, form({ scheduledAt: "tomorrow-ish" }))).json().message).toBe("Enter a valid date and time");
    expect((await schedule(cookie, form({ scheduledAt: inMinutes(-120) }))).json().message).toBe("The scheduled time has already passed");
    const noLink = await schedule(cookie, { meetingName: "Call", meetingUrl: "", scheduledAt: inMinutes(5) }, "/api/meetings/schedule-bot");
    expect(noLink.json().message).toBe("No meeting URL found for this event");
    expect((await schedule(cookie, { ...form(), extra: 1 })).json().message).toBe("Unknown field: extra");
  });

  it("books the meeting and queues the bot's creation BOT_JOIN_LEAD_SECONDS before it", async () => {
    h = await botHarness("attendee");
    const { cookie } = await signUpUser(h.t.app);
    const scheduledAt = inMinutes(30);
    const response = await schedule(cookie, form({ scheduledAt }));
    expect(response.statusCode).toBe(201);
    const { meeting } = response.json();
    expect(meeting).toMatchObject({ name: "Acme discovery", status: "scheduled", provider: "attendee", failureReason: null, transcriptId: null, scheduledAt });
    expect((await h.t.app.inject({ url: "/api/meetings", headers: { cookie } })).json()).toEqual([meeting]);
    const [job] = await jobsNamed(h.t, "create-meeting-bot");
    expect(job!.data.meetingId).toBe(meeting.id);
    expect(new Date(job!.start_after).getTime()).toBe(Date.parse(scheduledAt) - 60_000);
  });

  it("books a calendar event once, and again only after it failed (Retry)", async () => {
    h = await botHarness("attendee");
    const { cookie } = await signUpUser(h.t.app);
    const body = { meetingName: "Globex", meetingUrl: "https://zoom.us/j/1", scheduledAt: inMinutes(60), calendarEventId: "evt-1" };
    const first = await schedule(cookie, body, "/api/meetings/schedule-bot");
    expect(first.statusCode).toBe(201);
    const again = await schedule(cookie, body, "/api/meetings/schedule-bot");
    expect(again.statusCode).toBe(200);
    expect(again.json().meeting.id).toBe(first.json().meeting.id);
    await h.t.database.db.update(meetings).set({ status: "failed", failureReason: "Bot was not accepted" });
    const retry = await schedule(cookie, body, "/api/meetings/schedule-bot");
    expect(retry.statusCode).toBe(201);
    expect(retry.json().meeting).toMatchObject({ id: first.json().meeting.id, status: "scheduled", failureReason: null });
  });

  it("refuses to book when the plan's recordings are used up", async () => {
    h = await botHarness("attendee");
    const { cookie, userId } = await signUpUser(h.t.app);
    for (let i = 0; i < 3; i += 1) {
      await h.t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie, "content-type": "application/json" }, payload: { content: `Rep: call ${i}` } });
    }
    const response = await schedule(cookie, form());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(LIMIT_REACHED_MESSAGE);
    expect(userId).toBeTruthy();
  });

  it("hides another user's meeting behind 404", async () => {
    h = await botHarness("attendee");
    const owner = await signUpUser(h.t.app);
    const other = await signUpUser(h.t.app);
    const { meeting } = (await schedule(owner.cookie, form())).json();
    expect((await h.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await h.t.app.inject({ url: `/api/meetings/${meeting.id}/recording`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await h.t.app.inject({ url: "/api/meetings", headers: { cookie: other.cookie } })).json()).toEqual([]);
    expect((await h.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: { cookie: owner.cookie } })).json().meeting.id).toBe(meeting.id);
  });
});

describe("the create-meeting-bot job", () => {
  const bookFor = async (provider: "meetingbaas" | "recall" | "attendee") => {
    h = await botHarness(provider);
    const { cookie } = await signUpUser(h.t.app);
    await h.t.app.inject({ method: "POST", url: "/api/bot-config", headers: { cookie }, payload: { botName: "Rapport Notes", botEntryMessage: "Hi, I take notes." } });
    const scheduledAt = inMinutes(10);
    const { meeting } = (await schedule(cookie, form({ scheduledAt }))).json();
    expect(await createMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id)).toBe("created");
    expect(await createMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id)).toBe("skipped");
    expect(h.bots.created).toHaveLength(1);
    const created = h.bots.created[0]!;
    expect((await meetingRow(h.t, meeting.id)).botId).toBe(created.id);
    expect(await jobsNamed(h.t, "poll-meeting-bot")).toHaveLength(1);
    return { body: created.body, scheduledAt, meetingId: meeting.id };
  };

  it("Meeting BaaS: a scheduled bot with join_at, the entry message, Gladia and our callback", async () => {
    const { body, scheduledAt, meetingId } = await bookFor("meetingbaas");
    expect(body).toMatchObject({
      meeting_url: "https://meet.google.com/abc-defg-hij",
      bot_name: "Rapport Notes",
      entry_message: "Hi, I take notes.",
      join_at: scheduledAt,
      transcription_config: { provider: "gladia" },
      extra: { meeting_id: meetingId },
      callback_enabled: true,
      callback_config: { url: "https://rapport.example.com/api/webhooks/meetingbaas", method: "POST", secret: "mb-callback-secret" },
    });
  });

  it("Recall: join_at and the entry message as the chat message on joining", async () => {
    const { body, scheduledAt } = await bookFor("recall");
    expect(body).toMatchObject({
      bot_name: "Rapport Notes",
      join_at: scheduledAt,
      chat: { on_bot_join: { send_to: "everyone", message: "Hi, I take notes." } },
      recording_config: { audio_mixed_mp3: {} },
    });
  });

  it("Attendee: join_at, the chat message, a deduplication key and a per-bot webhook", async () => {
    const { body, scheduledAt, meetingId } = await bookFor("attendee");
    expect(body).toMatchObject({
      bot_name: "Rapport Notes",
      join_at: scheduledAt,
      bot_chat_message: { to: "everyone", message: "Hi, I take notes." },
      deduplication_key: meetingId,
      webhooks: [{ url: "https://rapport.example.com/api/webhooks/attendee", triggers: ["bot.state_change"] }],
    });
  });

  it("fails the meeting with the provider's reason when it refuses, and retries when it is down", async () => {
    h = await botHarness("recall", { RECALL_API_KEY: "wrong" });
    const { cookie } = await signUpUser(h.t.app);
    const { meeting } = (await schedule(cookie, form())).json();
    expect(await createMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id)).toBe("failed");
    expect(await meetingRow(h.t, meeting.id)).toMatchObject({ status: "failed", failureReason: "Recall answered 401: Invalid token.", botId: null });

    const down = { ...h.config, RECALL_API_KEY: "recall-key", RECALL_BASE_URL: "http://127.0.0.1:9/recall" };
    const { meeting: second } = (await schedule(cookie, form())).json();
    await expect(createMeetingBot(h.t.database.db, down, h.t.queue, second.id)).rejects.toThrow(/could not be reached/);
    expect(await meetingRow(h.t, second.id)).toMatchObject({ status: "scheduled", botId: null });
  });

  it("polls the provider when webhooks do not come: status forward, completion queued", async () => {
    h = await botHarness("meetingbaas");
    const { cookie } = await signUpUser(h.t.app);
    const { meeting } = (await schedule(cookie, form({ scheduledAt: inMinutes(1) }))).json();
    await createMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id);
    const botId = h.bots.created[0]!.id;
    h.bots.state.set(botId, "in_call_recording");
    expect(await pollMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id)).toBe("polling");
    expect((await meetingRow(h.t, meeting.id)).status).toBe("recording");
    h.bots.state.set(botId, "completed");
    await pollMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id);
    expect((await meetingRow(h.t, meeting.id)).status).toBe("processing");
    expect((await jobsNamed(h.t, "complete-meeting")).map((j) => j.data.meetingId)).toEqual([meeting.id]);
    h.bots.state.set(botId, "failed");
    await h.t.database.db.update(meetings).set({ status: "recording" }).where(eq(meetings.id, meeting.id));
    expect(await pollMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id)).toBe("done");
    expect(await meetingRow(h.t, meeting.id)).toMatchObject({ status: "failed", failureReason: "The meeting bot failed" });
  });

  it("logs a failed status check with the meeting and bot, and keeps polling", async () => {
    h = await botHarness("meetingbaas");
    const { cookie } = await signUpUser(h.t.app);
    const { meeting } = (await schedule(cookie, form({ scheduledAt: inMinutes(1) }))).json();
    await createMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id);
    const botId = h.bots.created[0]!.id;
    const lines: { fields: object; message: string }[] = [];
    const log = { info: () => undefined, error: (fields: object, message: string) => void lines.push({ fields, message }) };
    const down = { ...h.config, MEETINGBAAS_BASE_URL: "http://127.0.0.1:9/mb" };
    expect(await pollMeetingBot(h.t.database.db, down, h.t.queue, meeting.id, log)).toBe("polling");
    expect(lines).toEqual([
      {
        fields: expect.objectContaining({ job: "poll-meeting-bot", meetingId: meeting.id, botId, provider: "meetingbaas", err: expect.any(Error) }),
        message: "meeting bot status check failed; asked again at the next poll",
      },
    ]);
  });
});
