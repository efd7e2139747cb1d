import { afterEach, describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "@client/lib/navigation";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { fetchCalendarEvents, startOfToday, upcomingEvents } from "./calendar-events";
import { calendarEvent } from "@tests/client/calendar-data";

vi.mock("@client/lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(fullPageLoad).mockClear();
});

// Local times, so the test holds in any time zone: the filter is by the user's own midnight.
const local = (day: number, hours: number, minutes = 0, seconds = 0, ms = 0) =>
  new Date(2026, 10, day, hours, minutes, seconds, ms).toISOString();

describe("upcomingEvents", () => {
  const now = new Date(2026, 10, 21, 15, 30);

  it("starts today at local midnight", () => {
    expect(startOfToday(now).getTime()).toBe(new Date(2026, 10, 21, 0, 0, 0, 0).getTime());
  });

  it("keeps events from the start of today on, and those without a time; soonest first, untimed last", () => {
    const events = [
      calendarEvent({ id: "untimed", scheduledAt: null }),
      calendarEvent({ id: "tomorrow", scheduledAt: local(22, 9) }),
      calendarEvent({ id: "last-ms-of-yesterday", scheduledAt: local(20, 23, 59, 59, 999) }),
      calendarEvent({ id: "midnight", scheduledAt: local(21, 0) }),
      calendarEvent({ id: "this-morning", scheduledAt: local(21, 8) }),
      calendarEvent({ id: "last-week", scheduledAt: local(14, 10) }),
      calendarEvent({ id: "unreadable", scheduledAt: "next tuesday-ish" }),
    ];
    expect(upcomingEvents(events, now).map((event) => event.id)).toEqual([
      "midnight",
      "this-morning",
      "tomorrow",
      "untimed",
      "unreadable",
    ]);
  });

  it("does not reorder or drop anything from the caller's list", () => {
    const events = [calendarEvent({ id: "b", scheduledAt: local(23, 9) }), calendarEvent({ id: "a", scheduledAt: local(22, 9) })];
    upcomingEvents(events, now);
    expect(events.map((event) => event.id)).toEqual(["b", "a"]);
  });
});

describe("fetchCalendarEvents", () => {
  it("reads {events} and a bare array alike, with the session cookie", async () => {
    const events = [calendarEvent()];
    const fetchMock = stubFetch({ "GET /api/calendar/events": () => json({ events }) });
    await expect(fetchCalendarEvents()).resolves.toEqual(events);
    expect(fetchMock).toHaveBeenCalledWith("/api/calendar/events", expect.objectContaining({ credentials: "include" }));

    stubFetch({ "GET /api/calendar/events": () => json(events) });
    await expect(fetchCalendarEvents()).resolves.toEqual(events);
  });

  it("sends the browser to /login on 401", async () => {
    stubFetch({ "GET /api/calendar/events": () => json({ code: "UNAUTHORIZED", message: "Sign in" }, 401) });
    await expect(fetchCalendarEvents()).rejects.toThrow();
    expect(fullPageLoad).toHaveBeenCalledWith("/login");
  });

  it('reports another non-OK answer as "API Error: {status} {statusText}"', async () => {
    stubFetch({
      "GET /api/calendar/events": () => new Response("{}", { status: 502, statusText: "Bad Gateway" }),
    });
    await expect(fetchCalendarEvents()).rejects.toThrow(new Error("API Error: 502 Bad Gateway"));
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('reports a failed request as "Network error: {message}"', async () => {
    stubFetch({
      "GET /api/calendar/events": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(fetchCalendarEvents()).rejects.toThrow(new Error("Network error: Failed to fetch"));
  });

  it("refuses an answer that is not a list of events", async () => {
    stubFetch({ "GET /api/calendar/events": () => json({ items: [] }) });
    await expect(fetchCalendarEvents()).rejects.toThrow("The calendar answered in an unexpected format.");
  });
});
