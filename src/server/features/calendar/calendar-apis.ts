import type { CalendarProvider } from "@shared/calendar";
import type { Config } from "../../config";
import { AppError, notConfigured } from "../../http/errors";
import { CalendarApiError, type CalendarApi } from "../../integrations/calendar/calendar-api";
import { googleCalendar } from "../../integrations/google-calendar/google-calendar";
import { microsoftGraph } from "../../integrations/microsoft-graph/microsoft-graph";

export const PROVIDER_NAME: Record<CalendarProvider, string> = { google: "Google Calendar", microsoft: "Microsoft Calendar" };
const SETTINGS: Record<CalendarProvider, string> = {
  google: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET",
  microsoft: "MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET",
};

export const calendarApiFor = (config: Config, provider: CalendarProvider): CalendarApi | null =>
  provider === "google" ? googleCalendar(config) : microsoftGraph(config);

/** The provider's API, or a 503 in plain words, with the settings it needs in the admin hint. */
export function requireCalendarApi(config: Config, provider: CalendarProvider): CalendarApi {
  const api = calendarApiFor(config, provider);
  if (!api) throw notConfigured(PROVIDER_NAME[provider], `${PROVIDER_NAME[provider]} is not configured: set ${SETTINGS[provider]}`);
  return api;
}

export const NOT_CONNECTED_MESSAGE = "Connect a calendar first";
export const RECONNECT_MESSAGE = "Your calendar connection has expired or was revoked. Disconnect and connect your calendar again.";

/** A provider failure as the answer the user sees. */
export function calendarError(error: unknown, provider: CalendarProvider): unknown {
  if (!(error instanceof CalendarApiError)) return error;
  if (error.failure === "auth") return new AppError("CONFLICT", RECONNECT_MESSAGE);
  if (error.failure === "config") {
    return notConfigured(PROVIDER_NAME[provider], `${PROVIDER_NAME[provider]} refused Rapport's OAuth client: check ${SETTINGS[provider]}`);
  }
  return new AppError("INTERNAL", `Could not reach ${PROVIDER_NAME[provider]}. Please try again.`);
}
