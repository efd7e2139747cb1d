import type { CalendarEvent } from "@shared/calendar";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { AppError } from "../../http/errors";
import { CalendarApiError, type CalendarApi } from "../../integrations/calendar/calendar-api";
import { isSalesMeeting, mapCalendarEvents, startOfTodayUtc } from "../../integrations/calendar/map-event";
import { requireUser } from "../auth";
import { calendarError, NOT_CONNECTED_MESSAGE, requireCalendarApi } from "./calendar-apis";
import { findConnection, recordSync, updateTokens, type Connection } from "./connections";

/** Refresh this long before the access token's stated expiry, so it does not lapse mid-request. */
const REFRESH_MARGIN_MS = 60_000;
/** Events are read from the start of today (UTC) up to this far ahead. */
export const EVENTS_WINDOW_DAYS = 30;

async function refreshed(db: Db, config: Config, api: CalendarApi, connection: Connection): Promise<string> {
  if (!connection.tokens.refreshToken) throw new CalendarApiError("auth", "no refresh token to renew the access token with");
  const tokens = await api.refresh(connection.tokens.refreshToken);
  await updateTokens(db, config, connection.userId, tokens);
  return tokens.accessToken;
}

/**
 * Runs a calendar call with a working access token: refreshed first when it is (about to be) expired,
 * and once more if the provider refuses a token it had not said was expired.
 */
async function withAccessToken<T>(db: Db, config: Config, connection: Connection, call: (api: CalendarApi, token: string) => Promise<T>): Promise<T> {
  const api = requireCalendarApi(config, connection.provider);
  const { expiresAt } = connection.tokens;
  const stale = expiresAt !== null && expiresAt.getTime() - REFRESH_MARGIN_MS < Date.now();
  const token = stale ? await refreshed(db, config, api, connection) : connection.tokens.accessToken;
  try {
    return await call(api, token);
  } catch (error) {
    if (stale || !(error instanceof CalendarApiError) || error.failure !== "auth") throw error;
    return call(api, await refreshed(db, config, api, connection));
  }
}

export async function requireConnection(db: Db, config: Config, userId: string): Promise<Connection> {
  const connection = await findConnection(db, config, userId);
  if (!connection) throw new AppError("CONFLICT", NOT_CONNECTED_MESSAGE);
  return connection;
}

/** The connected calendar's events from the start of today (UTC), read live and mapped per SPEC §3. */
export async function readEvents(db: Db, config: Config, userId: string, now = new Date()): Promise<CalendarEvent[]> {
  const connection = await requireConnection(db, config, userId);
  const from = startOfTodayUtc(now);
  const to = new Date(from.getTime() + EVENTS_WINDOW_DAYS * 86_400_000);
  try {
    const raw = await withAccessToken(db, config, connection, (api, token) => api.listEvents(token, { from, to }));
    return mapCalendarEvents(raw, now);
  } catch (error) {
    throw calendarError(error, connection.provider);
  }
}

/** POST /api/calendar/sync: counts the sales meetings among the events and records when it looked. */
export async function syncCalendar(db: Db, config: Config, userId: string): Promise<{ success: true; salesMeetings: number; totalEvents: number }> {
  const events = await readEvents(db, config, userId);
  const user = await requireUser(db, userId);
  const salesMeetings = events.filter((event) => isSalesMeeting(event, user.email)).length;
  await recordSync(db, userId, salesMeetings);
  return { success: true, salesMeetings, totalEvents: events.length };
}
