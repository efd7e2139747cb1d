import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calendarEvent, disconnectedStatus, meeting } from "@tests/client/calendar-data";
import { formatDateTime } from "@client/features/transcripts";
import { fullPageLoad } from "@client/lib/navigation";
import { json } from "@tests/client/fetch-stub";
import { acme, callsTo, card, showMeetings, setUpMeetingsTest } from "@tests/client/meetings-data";

vi.mock("@client/lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

setUpMeetingsTest();
beforeEach(() => vi.mocked(fullPageLoad).mockClear());

describe("MeetingsPage", () => {  it("has the title, Schedule New Bot to /meetings/schedule, Refresh, and the Recordings note", async () => {
    showMeetings();
    expect(screen.getByRole("heading", { level: 1, name: "Upcoming Meetings" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schedule New Bot" })).toHaveAttribute("href", "/meetings/schedule");
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
    expect(screen.getByText(/Completed meetings move to the/)).toHaveTextContent(
      "Completed meetings move to the Recordings page, with their transcript and analysis.",
    );
    expect(screen.getByRole("link", { name: "Recordings page" })).toHaveAttribute("href", "/recordings");
    expect(await screen.findByText("Found 3 calendar events")).toBeInTheDocument();
  });

  it("shows each event's name, local time or No time, attendees above 0, Video when it has a link, and Calendar", async () => {
    showMeetings();
    await screen.findByText("Found 3 calendar events");

    const acmeTime = screen.getByRole("article", { name: "Acme discovery call" }).querySelector("time");
    expect(acmeTime).toHaveAttribute("dateTime", acme.scheduledAt);
    expect(acmeTime).toHaveTextContent(formatDateTime(acme.scheduledAt!));
    expect(card("Acme discovery call").getByText("2 attendees")).toBeInTheDocument();
    expect(card("Acme discovery call").getByText("Video")).toBeInTheDocument();
    expect(card("Acme discovery call").getByText("Calendar")).toBeInTheDocument();

    expect(card("Globex pricing review").queryByText(/attendee/)).not.toBeInTheDocument();
    expect(card("Globex pricing review").queryByText("Video")).not.toBeInTheDocument();
    expect(card("Globex pricing review").getByText("Calendar")).toBeInTheDocument();

    expect(card("Offsite planning").getByText("No time")).toBeInTheDocument();
    expect(card("Offsite planning").getByText("1 attendee")).toBeInTheDocument();
  });

  it("shows only events from the start of today on, keeping those without a time; a bare array is read too", async () => {
    vi.setSystemTime(new Date(2026, 10, 21, 18, 0));
    const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes).toISOString();
    showMeetings([
      calendarEvent({ id: "a", name: "Yesterday late", scheduledAt: at(20, 23, 59) }),
      calendarEvent({ id: "b", name: "Today at nine", scheduledAt: at(21, 9) }),
      calendarEvent({ id: "c", name: "No time yet", scheduledAt: null }),
      calendarEvent({ id: "d", name: "Tomorrow", scheduledAt: at(22, 9) }),
    ]);
    expect(await screen.findByText("Found 3 calendar events")).toBeInTheDocument();
    expect(screen.getAllByRole("article").map((article) => article.querySelector("h3")?.textContent)).toEqual([
      "Today at nine",
      "Tomorrow",
      "No time yet",
    ]);
  });

  it("shows No Calendar Events Found with a hint when nothing is upcoming", async () => {
    showMeetings({ events: [] });
    expect(await screen.findByRole("heading", { name: "No Calendar Events Found" })).toBeInTheDocument();
    expect(screen.getByText(/Check your calendar connection in settings, or use Refresh/)).toBeInTheDocument();
    expect(screen.queryByText(/Found \d+ calendar events/)).not.toBeInTheDocument();
  });

  it("shows a new user without a calendar the empty state with Connect Calendar, never an error", async () => {
    const { fetchMock } = showMeetings(undefined, { "GET /api/calendar/status": () => json(disconnectedStatus) });
    expect(await screen.findByRole("heading", { name: "No Calendar Events Found" })).toBeInTheDocument();
    expect(screen.getByText(/No calendar is connected yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Connect Calendar" })).toHaveAttribute("href", "/settings/calendar");
    expect(screen.queryByText("Error Loading Calendar")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/calendar/events")).toBe(0);
  });

  it("keeps Error Loading Calendar for a failure to read the connection", async () => {
    showMeetings(undefined, { "GET /api/calendar/status": () => new Response("", { status: 500, statusText: "Internal Server Error" }) });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error Loading Calendar" })).toBeInTheDocument();
  });

  it("lists the scheduled bots with their status, and a failed bot's reason", async () => {
    showMeetings(undefined, {
      "GET /api/meetings": () =>
        json({
          meetings: [
            meeting({ id: "m1", name: "Bot one", status: "scheduled" }),
            meeting({ id: "m2", name: "Bot two", status: "joining" }),
            meeting({ id: "m3", name: "Bot three", status: "recording" }),
            meeting({ id: "m4", name: "Bot four", status: "processing" }),
            meeting({ id: "m5", name: "Bot five", status: "completed", transcriptId: "t-5" }),
            meeting({ id: "m6", name: "Bot six", status: "failed", failureReason: "Meeting link expired" }),
          ],
        }),
    });
    const bots = within(screen.getByRole("region", { name: "Scheduled Bots" }));
    const row = (name: string) => within(bots.getByText(name).closest("li")!);
    await bots.findByText("Bot one");
    expect(row("Bot one").getByText("Scheduled")).toBeInTheDocument();
    expect(row("Bot two").getByText("Joining")).toBeInTheDocument();
    expect(row("Bot three").getByText("Recording")).toBeInTheDocument();
    expect(row("Bot four").getByText("Processing")).toBeInTheDocument();
    expect(row("Bot five").getByText("Completed")).toBeInTheDocument();
    expect(row("Bot five").getByRole("link", { name: "View in Recordings" })).toHaveAttribute("href", "/recordings");
    expect(row("Bot six").getByText("Failed")).toBeInTheDocument();
    expect(row("Bot six").getByText("Reason: Meeting link expired")).toBeInTheDocument();
    expect(row("Bot one").queryByText(/Reason:/)).not.toBeInTheDocument();
  });

  it("says so when no bot is scheduled", async () => {
    showMeetings();
    expect(await screen.findByText("No bots scheduled yet.")).toBeInTheDocument();
  });

  it("shows Error Loading Calendar with the API error, and Try Again loads the events", async () => {
    let reads = 0;
    showMeetings(undefined, {
      "GET /api/calendar/events": () => {
        reads += 1;
        return reads === 1 ? new Response("", { status: 500, statusText: "Internal Server Error" }) : json({ events: [acme] });
      },
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error Loading Calendar" })).toBeInTheDocument();
    expect(within(alert).getByText("API Error: 500 Internal Server Error")).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Found 1 calendar events")).toBeInTheDocument();
    expect(screen.queryByText("Error Loading Calendar")).not.toBeInTheDocument();
  });

  it("shows a network failure as Network error: {message}", async () => {
    showMeetings(undefined, {
      "GET /api/calendar/events": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(await screen.findByText("Network error: Failed to fetch")).toBeInTheDocument();
    expect(screen.getByText("Error Loading Calendar")).toBeInTheDocument();
  });

  it("sends the browser to /login when the calendar read answers 401", async () => {
    showMeetings(undefined, { "GET /api/calendar/events": () => json({ code: "UNAUTHORIZED", message: "Sign in" }, 401) });
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/login"));
  });

  it("Refresh reads the calendar events and the bots again", async () => {
    const { fetchMock } = showMeetings();
    await screen.findByText("Found 3 calendar events");
    await waitFor(() => expect(callsTo(fetchMock, "/api/meetings")).toBe(1));
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(callsTo(fetchMock, "/api/calendar/events")).toBe(2));
    expect(callsTo(fetchMock, "/api/meetings")).toBe(2);
  });

  it("reads nothing from the calendar while signed out", async () => {
    const { fetchMock } = showMeetings(undefined, { "GET /api/auth/user": () => json({ code: "UNAUTHORIZED", message: "Sign in" }, 401) });
    await waitFor(() => expect(callsTo(fetchMock, "/api/auth/user")).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, "/api/calendar/events")).toBe(0);
    expect(callsTo(fetchMock, "/api/meetings")).toBe(0);
  });

});
