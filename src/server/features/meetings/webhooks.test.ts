import { afterEach, describe, expect, it } from "vitest";
import { webhookEvents } from "../../db/schema";
import { attendeeSignature, svixHeaders } from "@tests/fakes/bots";
import type { BotProviderId } from "../../integrations/bot";
import { signUpUser } from "@tests/server/app";
import { createMeetingBot } from "./create-bot";
import { ATTENDEE_SECRET, botHarness, inMinutes, jobsNamed, MB_SECRET, meetingRow, RECALL_SECRET, type BotHarness } from "@tests/server/helpers/meetings";

let h: BotHarness;
afterEach(async () => h?.close());

/** A booked meeting whose bot exists at the fake provider. */
async function liveBot(provider: BotProviderId) {
  h = await botHarness(provider);
  const { cookie } = await signUpUser(h.t.app);
  const { meeting } = (
    await h.t.app.inject({
      method: "POST",
      url: "/api/schedule-bot",
      headers: { cookie },
      payload: { name: "Acme", meetingUrl: "https://zoom.us/j/77", scheduledAt: inMinutes(5) },
    })
  ).json();
  await createMeetingBot(h.t.database.db, h.config, h.t.queue, meeting.id);
  return { meetingId: meeting.id as string, botId: h.bots.created[0]!.id };
}

const deliver = (provider: BotProviderId, body: string, headers: Record<string, string>) =>
  h.t.app.inject({ method: "POST", url: `/api/webhooks/${provider}`, headers: { "content-type": "application/json", ...headers }, payload: body });

/** Each provider's own envelope for "this bot is now in <state>", and how it signs it. */
const SHAPES: Record<BotProviderId, { event: (botId: string, state: string, id: string) => string; sign: (body: string, id: string) => Record<string, string> }> = {
  meetingbaas: {
    event: (botId, state, id) =>
      JSON.stringify(
        state === "completed"
          ? { event: "bot.completed", data: { bot_id: botId, event_id: id, transcription: "https://x/t.json" } }
          : state === "failed"
            ? { event: "bot.failed", data: { bot_id: botId, event_id: id, error_code: "BOT_NOT_ACCEPTED", error_message: "Bot was not accepted into the meeting" } }
            : { event: "bot.status_change", data: { bot_id: botId, event_id: id, status: { code: state } } },
      ),
    sign: () => ({ "x-mb-secret": MB_SECRET }),
  },
  recall: {
    event: (botId, state) => JSON.stringify({ event: `bot.${state}`, data: { data: { code: state, sub_code: state === "fatal" ? "bot_kicked_from_waiting_room" : null }, bot: { id: botId, metadata: {} } } }),
    sign: (body, id) => svixHeaders(RECALL_SECRET, body, id),
  },
  attendee: {
    event: (botId, state, id) =>
      JSON.stringify({ bot_id: botId, data: { event_sub_type: state === "fatal_error" ? "bot_kicked" : null, event_type: "x", new_state: state }, idempotency_key: id, trigger: "bot.state_change" }),
    sign: (body) => ({ "x-webhook-signature": attendeeSignature(ATTENDEE_SECRET, body) }),
  },
};

const STATES: Record<BotProviderId, { joining: string; recording: string; done: string; fatal: string; reason: string }> = {
  meetingbaas: { joining: "joining", recording: "in_call_recording", done: "completed", fatal: "failed", reason: "Bot was not accepted into the meeting" },
  recall: { joining: "joining_call", recording: "in_call_recording", done: "done", fatal: "fatal", reason: "Recall bot ended with bot_kicked_from_waiting_room" },
  attendee: { joining: "joining", recording: "joined_recording", done: "ended", fatal: "fatal_error", reason: "Attendee bot failed: bot_kicked" },
};

describe.each(["meetingbaas", "recall", "attendee"] as const)("%s webhooks", (provider) => {
  const shape = SHAPES[provider];
  const states = STATES[provider];
  const send = (botId: string, state: string, id = `evt-${state}-${Math.random()}`) => {
    const body = shape.event(botId, state, id);
    return deliver(provider, body, shape.sign(body, id));
  };

  it("applies signed status changes in order, ignores replays and never moves back", async () => {
    const { meetingId, botId } = await liveBot(provider);
    const joining = shape.event(botId, states.joining, "evt-1");
    const headers = shape.sign(joining, "evt-1");
    expect((await deliver(provider, joining, headers)).json()).toEqual({ received: true, outcome: "applied" });
    expect((await meetingRow(h.t, meetingId)).status).toBe("joining");
    expect((await send(botId, states.recording)).json().outcome).toBe("applied");
    expect((await meetingRow(h.t, meetingId)).status).toBe("recording");

    // The same delivery again (Svix and the others retry): acknowledged, nothing changes.
    expect((await deliver(provider, joining, headers)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect((await meetingRow(h.t, meetingId)).status).toBe("recording");
    // A late "joining" with a new id cannot move the meeting back either.
    expect((await send(botId, states.joining)).json().outcome).toBe("applied");
    expect((await meetingRow(h.t, meetingId)).status).toBe("recording");

    expect((await send(botId, states.done)).json().outcome).toBe("applied");
    expect((await meetingRow(h.t, meetingId)).status).toBe("processing");
    expect((await jobsNamed(h.t, "complete-meeting")).map((j) => j.data.meetingId)).toEqual([meetingId]);
    expect((await send("someone-elses-bot", states.recording)).json().outcome).toBe("ignored");
  });

  it("refuses a bad signature without changing anything", async () => {
    const { meetingId, botId } = await liveBot(provider);
    const body = shape.event(botId, states.recording, "evt-bad");
    const forged: Record<string, string> = provider === "meetingbaas" ? { "x-mb-secret": "guess" } : provider === "recall" ? svixHeaders(`whsec_${Buffer.from("other").toString("base64")}`, body, "evt-bad") : { "x-webhook-signature": attendeeSignature(Buffer.from("other").toString("base64"), body) };
    const response = await deliver(provider, body, forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "UNAUTHORIZED", message: "Invalid webhook signature" });
    expect((await deliver(provider, body, {})).statusCode).toBe(401);
    expect((await meetingRow(h.t, meetingId)).status).toBe("scheduled");
    expect(await h.t.database.db.select().from(webhookEvents)).toEqual([]);
  });

  it("fails the meeting with the provider's reason", async () => {
    const { meetingId, botId } = await liveBot(provider);
    await send(botId, states.recording);
    await send(botId, states.fatal);
    expect(await meetingRow(h.t, meetingId)).toMatchObject({ status: "failed", failureReason: states.reason });
  });
});

describe("webhook configuration", () => {
  it("answers 503 naming the secret when it is not set", async () => {
    h = await botHarness("recall", { RECALL_WEBHOOK_SECRET: "" });
    const response = await deliver("recall", "{}", {});
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe("Webhooks from recall are not configured: set RECALL_WEBHOOK_SECRET");
    expect((await deliver("zoom" as BotProviderId, "{}", {})).statusCode).toBe(400);
  });
});
