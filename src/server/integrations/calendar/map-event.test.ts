import { describe, expect, it } from "vitest";
import { isSalesMeeting, mapCalendarEvent, mapCalendarEvents } from "./map-event";
import { findVideoLink, isVideoLink } from "./video-links";

const NOW = new Date("2026-11-21T15:00:00Z");

describe("calendar event mapping (SPEC §3)", () => {
  it("maps a Google event: summary, dateTime with offset, hangoutLink, attendees", () => {
    const event = mapCalendarEvent(
      {
        id: "g1",
        summary: "Acme discovery",
        start: { dateTime: "2026-11-21T10:00:00-05:00" },
        hangoutLink: "https://meet.google.com/abc-defg-hij",
        attendees: [{ email: "sam@acme.com", displayName: "Sam Patel" }, { email: "dana@rapport.app" }],
        description: "Agenda",
        status: "tentative",
      },
      0,
    );
    expect(event).toEqual({
      id: "g1",
      name: "Acme discovery",
      scheduledAt: "2026-11-21T15:00:00.000Z",
      meetingUrl: "https://meet.google.com/abc-defg-hij",
      attendees: [{ email: "sam@acme.com", name: "Sam Patel" }, { email: "dana@rapport.app" }],
      description: "Agenda",
      status: "tentative",
    });
  });

  it("maps a Graph event: subject, UTC dateTime without offset, onlineMeeting.joinUrl, emailAddress attendees", () => {
    const event = mapCalendarEvent(
      {
        id: "AAMk1",
        subject: "Pricing review",
        start: { dateTime: "2026-11-22T09:30:00.0000000", timeZone: "UTC" },
        onlineMeeting: { joinUrl: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0" },
        attendees: [{ emailAddress: { address: "cfo@globex.com", name: "Lee Chen" }, type: "required" }],
        body: { contentType: "html", content: "<p>Bring the&nbsp;numbers</p>" },
      },
      3,
    );
    expect(event).toMatchObject({
      name: "Pricing review",
      scheduledAt: "2026-11-22T09:30:00.000Z",
      meetingUrl: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0",
      attendees: [{ email: "cfo@globex.com", name: "Lee Chen" }],
      description: "Bring the numbers",
      status: "confirmed",
    });
  });

  it("finds the link in conference entry points, the location or the description", () => {
    const entry = mapCalendarEvent(
      { conferenceData: { entryPoints: [{ entryPointType: "phone", uri: "tel:+1-555" }, { entryPointType: "video", uri: "https://zoom.us/j/123" }] } },
      0,
    );
    expect(entry?.meetingUrl).toBe("https://zoom.us/j/123");
    expect(mapCalendarEvent({ location: { displayName: "Join: https://us02web.zoom.us/j/8812?pwd=xy." } }, 0)?.meetingUrl).toBe(
      "https://us02web.zoom.us/j/8812?pwd=xy",
    );
    expect(
      mapCalendarEvent({ body: { content: '<a href="https://teams.microsoft.com/l/meetup-join/19%3a1?a=1&amp;b=2">Join</a>' } }, 0)?.meetingUrl,
    ).toBe("https://teams.microsoft.com/l/meetup-join/19%3a1?a=1&b=2");
    expect(mapCalendarEvent({ description: "Dial in only" }, 0)?.meetingUrl).toBeNull();
  });

  it("names an unnamed event Meeting N, keeps an all-day event without a time, reads title and startTime", () => {
    expect(mapCalendarEvent({ start: { date: "2026-11-25" } }, 4)).toMatchObject({ id: "event-5", name: "Meeting 5", scheduledAt: null });
    expect(mapCalendarEvent({ title: "Standup", startTime: "2026-11-21T16:00:00Z", isCancelled: true }, 0)).toMatchObject({
      name: "Standup",
      scheduledAt: "2026-11-21T16:00:00.000Z",
      status: "cancelled",
    });
  });

  it("keeps events from the start of today (UTC) and those without a time, drops earlier ones", () => {
    const events = mapCalendarEvents(
      [
        { id: "yesterday", start: { dateTime: "2026-11-20T23:59:00Z" } },
        { id: "this-morning", start: { dateTime: "2026-11-21T00:30:00Z" } },
        { id: "all-day", start: { date: "2026-11-21" } },
        "not an event",
      ],
      NOW,
    );
    expect(events.map((e) => e.id)).toEqual(["this-morning", "all-day"]);
  });

  it("calls an event a sales meeting when it has a video link and someone from another domain", () => {
    const base = { id: "1", name: "x", scheduledAt: null, description: "", status: "confirmed" };
    const link = "https://meet.google.com/abc-defg-hij";
    expect(isSalesMeeting({ ...base, meetingUrl: link, attendees: [{ email: "a@acme.com" }] }, "dana@rapport.app")).toBe(true);
    expect(isSalesMeeting({ ...base, meetingUrl: link, attendees: [{ email: "b@Rapport.app" }] }, "dana@rapport.app")).toBe(false);
    expect(isSalesMeeting({ ...base, meetingUrl: null, attendees: [{ email: "a@acme.com" }] }, "dana@rapport.app")).toBe(false);
  });

  it("recognises Zoom, Teams and Meet links only", () => {
    expect(isVideoLink("https://acme.zoom.us/j/99?pwd=1")).toBe(true);
    expect(isVideoLink("https://teams.live.com/meet/9312")).toBe(true);
    expect(isVideoLink("https://meet.google.com/abc-defg-hij")).toBe(true);
    expect(isVideoLink("https://example.com/meeting")).toBe(false);
    expect(findVideoLink("see https://zoom.us.evil.com/j/1")).toBeNull();
  });
});
