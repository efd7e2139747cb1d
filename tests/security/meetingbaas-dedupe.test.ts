import { afterEach, describe, expect, it } from "vitest";
import { createMeetingBot } from "@server/features/meetings/create-bot";
import { signUpUser } from "../server/app";
import { botHarness, inMinutes, MB_SECRET, meetingRow, type BotHarness } from "../server/helpers/meetings";

let h: BotHarness;
afterEach(async () => h?.close());

const statusChange = (botId: string, code: string) => JSON.stringify({ event: "bot.status_change", data: { bot_id: botId, status: { code } } });

describe("Meeting BaaS status updates without event_id (issue 13 item 7)", () => {
  it("each new status is applied; only a repeat of the same status is a duplicate", async () => {
    h = await botHarness("meetingbaas");
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
    const botId = h.bots.created[0]!.id;
    const deliver = (body: string) =>
      h.t.app.inject({ method: "POST", url: "/api/webhooks/meetingbaas", headers: { "content-type": "application/json", "x-mb-secret": MB_SECRET }, payload: body });

    expect((await deliver(statusChange(botId, "joining_call"))).json().outcome).toBe("applied");
    expect((await meetingRow(h.t, meeting.id)).status).toBe("joining");
    expect((await deliver(statusChange(botId, "in_call_recording"))).json().outcome).toBe("applied");
    expect((await meetingRow(h.t, meeting.id)).status).toBe("recording");
    expect((await deliver(statusChange(botId, "in_call_recording"))).json().outcome).toBe("duplicate");
  });
});
