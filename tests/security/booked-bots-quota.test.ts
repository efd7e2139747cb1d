import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { meetings } from "@server/db/schema";
import { failMeeting } from "@server/features/meetings/transitions";
import { createMeetingBot } from "@server/features/meetings/create-bot";
import { signUpUser } from "../server/app";
import { botHarness, inMinutes, meetingRow, type BotHarness } from "../server/helpers/meetings";

let h: BotHarness;
afterEach(async () => h?.close());

const book = (cookie: string, i: number) =>
  h.t.app.inject({
    method: "POST",
    url: "/api/schedule-bot",
    headers: { cookie },
    payload: { name: `Call ${i}`, meetingUrl: `https://zoom.us/j/${100 + i}`, scheduledAt: inMinutes(30 + i) },
  });

describe("booked meeting bots count against the month (issue 13 item 4)", () => {
  it("a Free account (3 a month) cannot book a fourth bot, nor upload while three are booked", async () => {
    h = await botHarness("meetingbaas");
    const { cookie } = await signUpUser(h.t.app);
    for (let i = 0; i < 3; i++) expect((await book(cookie, i)).statusCode).toBe(201);
    const fourth = await book(cookie, 3);
    expect(fourth.statusCode).toBe(403);
    expect(await h.t.database.db.select().from(meetings)).toHaveLength(3);
    const upload = await h.t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie }, payload: { content: "Rep: hi\nBuyer: hello" } });
    expect(upload.statusCode).toBe(403);
    expect((await h.t.app.inject({ url: "/api/usage/stats", headers: { cookie } })).json()).toMatchObject({ current: 3, canCreate: false });
  });

  it("simultaneous bookings cannot overshoot the plan", async () => {
    h = await botHarness("meetingbaas");
    const { cookie } = await signUpUser(h.t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => book(cookie, i)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(5);
  });

  it("a bot that fails before recording releases its booking", async () => {
    h = await botHarness("meetingbaas");
    const { cookie } = await signUpUser(h.t.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await book(cookie, i)).json().meeting.id);
    await failMeeting(h.t.database.db, ids[0]!, "Bot was not accepted into the meeting");
    expect((await book(cookie, 9)).statusCode).toBe(201);
  });

  it("a booking's own bot is still created at the limit (its recording is already held)", async () => {
    h = await botHarness("meetingbaas");
    const { cookie } = await signUpUser(h.t.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await book(cookie, i)).json().meeting.id);
    expect(await createMeetingBot(h.t.database.db, h.config, h.t.queue, ids[2]!)).toBe("created");
    expect((await meetingRow(h.t, ids[2]!)).status).toBe("scheduled");
    const [row] = await h.t.database.db.select().from(meetings).where(eq(meetings.id, ids[2]!));
    expect(row?.botId).toBeTruthy();
  });
});
