import type { Config } from "../../config";
import { authorizeUrl } from "../oauth/client";
import { oauthProvider } from "../oauth/providers";
import { CalendarApiError, type CalendarApi } from "../calendar/calendar-api";
import { calendarFetch, readJsonPage, requestTokens } from "../calendar/http";

/** Read-only calendar access, and the e-mail, so the grant is the user's own. */
const SCOPE = "openid email https://www.googleapis.com/auth/calendar.readonly";
const MAX_PAGES = 4;

/**
 * Google Calendar over the sign-in OAuth client (GOOGLE_CLIENT_ID/SECRET): offline access with
 * prompt=consent so Google issues a refresh token even to someone who signed in with Google before.
 * Null when the client is not configured.
 */
export function googleCalendar(config: Config): CalendarApi | null {
  const settings = oauthProvider(config, "google");
  if (!settings) return null;
  const oauthBase = config.GOOGLE_OAUTH_BASE_URL?.replace(/\/$/, "") ?? "https://oauth2.googleapis.com";
  const apiBase = config.GOOGLE_CALENDAR_BASE_URL.replace(/\/$/, "");
  const client = { client_id: settings.clientId, client_secret: settings.clientSecret };

  return {
    provider: "google",
    authorizeUrl: (input) =>
      authorizeUrl(
        { ...settings, scope: SCOPE, extraAuthorizeParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" } },
        input,
      ),
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      requestTokens(
        settings.tokenUrl,
        { grant_type: "authorization_code", code, code_verifier: codeVerifier, redirect_uri: redirectUri, ...client },
        "Google token exchange",
      ),
    refresh: (refreshToken) =>
      requestTokens(settings.tokenUrl, { grant_type: "refresh_token", refresh_token: refreshToken, ...client }, "Google token refresh"),

    async listEvents(accessToken, { from, to }) {
      const events: unknown[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const url = new URL(`${apiBase}/calendar/v3/calendars/primary/events`);
        url.search = new URLSearchParams({
          timeMin: from.toISOString(),
          timeMax: to.toISOString(),
          singleEvents: "true",
          orderBy: "startTime",
          maxResults: "250",
          ...(pageToken ? { pageToken } : {}),
        }).toString();
        const response = await calendarFetch(url, { headers: { authorization: `Bearer ${accessToken}` } }, "Google Calendar events");
        const body = await readJsonPage(response, "Google Calendar events");
        if (Array.isArray(body.items)) events.push(...body.items);
        pageToken = typeof body.nextPageToken === "string" ? body.nextPageToken : undefined;
        if (!pageToken) break;
      }
      return events;
    },

    async revoke({ accessToken, refreshToken }) {
      // Revoking the refresh token withdraws the whole grant (RFC 7009); 400 means it was already gone.
      const response = await calendarFetch(
        `${oauthBase}/revoke`,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ token: refreshToken ?? accessToken }),
        },
        "Google revoke",
      );
      if (response.status >= 500) throw new CalendarApiError("unavailable", `Google revoke answered ${response.status}`);
    },
  };
}
