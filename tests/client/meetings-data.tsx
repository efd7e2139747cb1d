import { afterEach, beforeEach, vi, type MockInstance } from "vitest";
import { screen, within } from "@testing-library/react";
import type { CalendarEvent } from "@shared/calendar";
import { calendarEvent, connectedStatus, userRoute } from "@tests/client/calendar-data";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { MeetingsPage } from "@client/features/meetings/meetings-page";

// Shared by the /meetings test files. Each of them mocks @client/lib/navigation itself (vi.mock is
// hoisted per file).

/** The fixtures' events are on 23 and 24 November 2026: "today" is pinned so they stay upcoming. */
export const NOW = new Date(2026, 10, 21, 12, 0);

export const acme = calendarEvent({ id: "evt-acme", name: "Acme discovery call" });
export const globex = calendarEvent({
  id: "evt-globex",
  name: "Globex pricing review",
  scheduledAt: "2026-11-24T17:30:00.000Z",
  meetingUrl: null,
  attendees: [],
});
export const untimed = calendarEvent({ id: "evt-untimed", name: "Offsite planning", scheduledAt: null, attendees: [{ email: "a@b.c" }] });

/** Pins the date, silences window.alert into a spy, and undoes both after each test. */
export function setUpMeetingsTest(): { alert: () => MockInstance<typeof window.alert> } {
  let alertSpy: MockInstance<typeof window.alert> | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    alertSpy = vi.spyOn(window, "alert").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return {
    alert: () => {
      if (!alertSpy) throw new Error("alert spy is set up in beforeEach");
      return alertSpy;
    },
  };
}

type Handler = Parameters<typeof stubFetch>[0][string];

export function showMeetings(
  events: CalendarEvent[] | { events: CalendarEvent[] } = { events: [acme, globex, untimed] },
  routes: Record<string, Handler> = {},
) {
  const fetchMock = stubFetch({
    ...userRoute,
    "GET /api/calendar/status": () => json(connectedStatus()),
    "GET /api/calendar/events": () => json(events),
    "GET /api/meetings": () => json([]),
    ...routes,
  });
  const rendered = renderWithProviders(<MeetingsPage />, { path: "/meetings" });
  return { fetchMock, ...rendered };
}

export const card = (name: string) => within(screen.getByRole("article", { name }));

export const findButton = async (cardName: string, name: string) =>
  within(await screen.findByRole("article", { name: cardName })).findByRole("button", { name });

export const callsTo = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls.filter(([input]) => input === url).length;
