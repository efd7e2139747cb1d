import type { CalendarEvent } from "@shared/calendar";
import { findVideoLink } from "./video-links";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const httpsUrl = (value: unknown): string | undefined => {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
};

/**
 * An instant from the shapes calendars use: an ISO string, Google's {dateTime}, or Graph's
 * {dateTime, timeZone} whose dateTime has no offset (asked for in UTC, so UTC unless it says otherwise).
 * An all-day event ({date} only) has no time and answers null.
 */
function instant(value: unknown): string | null {
  const raw = isObject(value) ? text(value.dateTime) : text(value);
  if (!raw) return null;
  const zone = isObject(value) ? text(value.timeZone) : undefined;
  const hasOffset = /(?:Z|[+-]\d\d:?\d\d)$/i.test(raw);
  const utcZone = !zone || /^(utc|gmt|etc\/utc|coordinated universal time)$/i.test(zone);
  const parsed = Date.parse(hasOffset || !utcZone ? raw : `${raw.replace(/(\.\d{3})\d+$/, "$1")}Z`);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

function attendeesOf(raw: Json): CalendarEvent["attendees"] {
  const list = Array.isArray(raw.attendees) ? raw.attendees : [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry === "string") return entry.includes("@") ? [{ email: entry }] : [];
    if (!isObject(entry)) return [];
    const address = isObject(entry.emailAddress) ? entry.emailAddress : entry;
    const email = text(address.address) ?? text(address.email);
    if (!email) return [];
    const name = text(address.name) ?? text(entry.displayName) ?? text(entry.name);
    return [name ? { email, name } : { email }];
  });
}

function descriptionOf(raw: Json): string {
  const body = isObject(raw.body) ? text(raw.body.content) : undefined;
  const plain = text(raw.description) ?? text(raw.bodyPreview) ?? body ?? "";
  return plain.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
}

/** The join link: explicit fields first, then any Zoom/Teams/Meet link in location or description. */
function meetingUrlOf(raw: Json): string | null {
  const conference = isObject(raw.conferenceData) && Array.isArray(raw.conferenceData.entryPoints) ? raw.conferenceData.entryPoints : [];
  const entryPoints = conference.filter(isObject);
  const video = entryPoints.find((point) => point.entryPointType === "video") ?? entryPoints[0];
  const online = isObject(raw.onlineMeeting) ? raw.onlineMeeting.joinUrl : undefined;
  const location = isObject(raw.location) ? raw.location.displayName : raw.location;
  const explicit =
    httpsUrl(raw.meetingUrl) ??
    httpsUrl(raw.meeting_url) ??
    httpsUrl(raw.hangoutLink) ??
    httpsUrl(raw.videoLink) ??
    httpsUrl(video?.uri) ??
    httpsUrl(online) ??
    httpsUrl(raw.onlineMeetingUrl);
  if (explicit) return explicit;
  const body = isObject(raw.body) ? raw.body.content : undefined;
  for (const candidate of [location, raw.description, body, raw.bodyPreview]) {
    const found = typeof candidate === "string" ? findVideoLink(candidate) : null;
    if (found) return found;
  }
  return null;
}

/**
 * SPEC §3 Calendar event from whatever shape a calendar gives (Google events, Graph events, or
 * already-mapped objects): name from name/summary/subject/title, else "Meeting N" (N from 1).
 */
export function mapCalendarEvent(value: unknown, index: number): CalendarEvent | null {
  if (!isObject(value)) return null;
  const start = value.start ?? value.startTime ?? value.start_time ?? value.scheduledAt;
  const cancelled = value.isCancelled === true;
  return {
    id: text(value.id) ?? text(value.iCalUId) ?? `event-${index + 1}`,
    name: text(value.name) ?? text(value.summary) ?? text(value.subject) ?? text(value.title) ?? `Meeting ${index + 1}`,
    scheduledAt: instant(start),
    meetingUrl: meetingUrlOf(value),
    attendees: attendeesOf(value),
    description: descriptionOf(value),
    status: cancelled ? "cancelled" : (text(value.status) ?? "confirmed"),
  };
}

/** The first instant of today in UTC: events before it are dropped, events without a time kept (SPEC §5). */
export const startOfTodayUtc = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export function mapCalendarEvents(raw: readonly unknown[], now = new Date()): CalendarEvent[] {
  const from = startOfTodayUtc(now).getTime();
  return raw
    .map((value, index) => mapCalendarEvent(value, index))
    .filter((event): event is CalendarEvent => event !== null)
    .filter((event) => event.scheduledAt === null || Date.parse(event.scheduledAt) >= from);
}

/** A sales meeting: has a video link and someone from outside the user's e-mail domain. */
export function isSalesMeeting(event: CalendarEvent, userEmail: string): boolean {
  const domain = userEmail.split("@").pop()?.toLowerCase();
  return Boolean(event.meetingUrl) && event.attendees.some((a) => a.email.split("@").pop()?.toLowerCase() !== domain);
}
