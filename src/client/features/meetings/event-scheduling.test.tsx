import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { bodiesSent, calendarEvent, meeting } from "@tests/client/calendar-data";
import { deferred, json } from "@tests/client/fetch-stub";
import { NOW, acme, callsTo, card, findButton, showMeetings, untimed, setUpMeetingsTest } from "@tests/client/meetings-data";

vi.mock("@client/lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

const { alert } = setUpMeetingsTest();

describe("Scheduling the bot from a calendar event card", () => {  it("schedules the bot: Schedule, Scheduling..., then Scheduled, the success message, and the bot list read again", async () => {
    const answer = deferred();
    const { fetchMock } = showMeetings(undefined, { "POST /api/meetings/schedule-bot": () => answer.promise });
    const user = userEvent.setup();
    await user.click(await findButton("Acme discovery call", "Schedule"));

    expect(card("Acme discovery call").getByRole("button", { name: "Scheduling..." })).toBeDisabled();
    expect(bodiesSent(fetchMock, "POST", "/api/meetings/schedule-bot")).toEqual([
      { meetingName: "Acme discovery call", meetingUrl: acme.meetingUrl, scheduledAt: acme.scheduledAt, calendarEventId: "evt-acme" },
    ]);
    const listReads = callsTo(fetchMock, "/api/meetings");

    answer.resolve(json({ meeting: meeting({ calendarEventId: "evt-acme" }) }, 201));
    expect(await findButton("Acme discovery call", "Scheduled")).toBeDisabled();
    expect(screen.getByText("AI bot successfully scheduled for Acme discovery call")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, "/api/meetings")).toBe(listReads + 1));
    expect(alert()).not.toHaveBeenCalled();
  });

  it("clears the success message after 5 seconds", async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    showMeetings(undefined, { "POST /api/meetings/schedule-bot": () => json({ meeting: meeting() }, 201) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await findButton("Acme discovery call", "Schedule"));
    const message = await screen.findByText("AI bot successfully scheduled for Acme discovery call");

    act(() => vi.advanceTimersByTime(4_900));
    expect(message).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText("AI bot successfully scheduled for Acme discovery call")).not.toBeInTheDocument();
  });

  it('alerts "Failed to schedule bot: " with the server\'s message, and offers Retry', async () => {
    const message = "Meeting bot is not configured: set BOT_PROVIDER and MEETING_BAAS_API_KEY";
    let attempts = 0;
    showMeetings(undefined, {
      "POST /api/meetings/schedule-bot": () => {
        attempts += 1;
        return attempts === 1 ? json({ code: "NOT_CONFIGURED", message }, 503) : json({ meeting: meeting() }, 201);
      },
    });
    const user = userEvent.setup();
    await user.click(await findButton("Acme discovery call", "Schedule"));

    await waitFor(() => expect(alert()).toHaveBeenCalledWith(`Failed to schedule bot: ${message}`));
    await user.click(card("Acme discovery call").getByRole("button", { name: "Retry" }));
    expect(await findButton("Acme discovery call", "Scheduled")).toBeDisabled();
  });

  it('says "Unknown error" when the refusal carries no message', async () => {
    showMeetings(undefined, {
      "POST /api/meetings/schedule-bot": () => new Response("", { status: 500, statusText: "Internal Server Error" }),
    });
    await userEvent.click(await findButton("Acme discovery call", "Schedule"));
    await waitFor(() => expect(alert()).toHaveBeenCalledWith("Failed to schedule bot: Unknown error"));
    expect(card("Acme discovery call").getByRole("button", { name: "Retry" })).toBeEnabled();
  });

  it('alerts "Error scheduling bot" when the request itself fails', async () => {
    showMeetings(undefined, {
      "POST /api/meetings/schedule-bot": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await userEvent.click(await findButton("Acme discovery call", "Schedule"));
    await waitFor(() => expect(alert()).toHaveBeenCalledWith("Error scheduling bot"));
    expect(card("Acme discovery call").getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.queryByText(/AI bot successfully scheduled/)).not.toBeInTheDocument();
  });

  it('shows "No link" without a meeting URL, and alerts instead of sending anything', async () => {
    const { fetchMock } = showMeetings();
    await userEvent.click(await findButton("Globex pricing review", "No link"));
    expect(alert()).toHaveBeenCalledWith("No meeting URL found for this event");
    expect(bodiesSent(fetchMock, "POST", "/api/meetings/schedule-bot")).toEqual([]);
    expect(card("Globex pricing review").getByRole("button", { name: "No link" })).toBeInTheDocument();
  });

  it("treats a link that is not a web address as no meeting URL", async () => {
    const { fetchMock } = showMeetings({ events: [calendarEvent({ name: "Zoom app link", meetingUrl: "zoommtg://zoom.us/join?confno=1" })] });
    await userEvent.click(await findButton("Zoom app link", "Schedule"));
    expect(alert()).toHaveBeenCalledWith("No meeting URL found for this event");
    expect(bodiesSent(fetchMock, "POST", "/api/meetings/schedule-bot")).toEqual([]);
  });

  it("explains that an event without a time cannot be scheduled from its card", async () => {
    const { fetchMock } = showMeetings({ events: [untimed] });
    await userEvent.click(await findButton("Offsite planning", "Schedule"));
    expect(alert()).toHaveBeenCalledWith("Failed to schedule bot: This event has no start time. Use Schedule New Bot to choose one.");
    expect(bodiesSent(fetchMock, "POST", "/api/meetings/schedule-bot")).toEqual([]);
  });

  it("shows Scheduled for an event that already has a bot, and Retry when its latest bot failed", async () => {
    const other = calendarEvent({ id: "evt-other", name: "Initech renewal" });
    showMeetings({ events: [acme, other] }, {
      "GET /api/meetings": () =>
        json([
          meeting({ id: "m1", calendarEventId: "evt-acme", status: "recording" }),
          meeting({ id: "m2", calendarEventId: "evt-other", status: "scheduled", createdAt: "2026-11-20T08:00:00.000Z" }),
          meeting({ id: "m3", calendarEventId: "evt-other", status: "failed", failureReason: "Bot was not admitted", createdAt: "2026-11-21T08:00:00.000Z" }),
        ]),
    });
    expect(await findButton("Acme discovery call", "Scheduled")).toBeDisabled();
    expect(card("Initech renewal").getByRole("button", { name: "Retry" })).toBeEnabled();
  });

});
