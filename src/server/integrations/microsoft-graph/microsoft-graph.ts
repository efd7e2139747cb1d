import type { Config } from "../../config";
import { authorizeUrl } from "../oauth/client";
import { oauthProvider } from "../oauth/providers";
import { CalendarApiError, type CalendarApi } from "../calendar/calendar-api";
import { calendarFetch, readJsonPage, requestTokens } from "../calendar/http";

/** offline_access yields the refresh token; Calendars.Read is read-only. */
const SCOPE = "openid email offline_access User.Read Calendars.Read";
const MAX_PAGES = 10;
const SELECT = "id,subject,start,end,location,bodyPreview,body,attendees,isOnlineMeeting,onlineMeeting,onlineMeetingUrl,isCancelled,webLink";

/**
 * Outlook calendars through Microsoft Graph's calendarView (recurring meetings come expanded), over
 * the sign-in app registration (MICROSOFT_CLIENT_ID/SECRET/TENANT). Null when not configured.
 */
export function microsoftGraph(config: Config): CalendarApi | null {
  const settings = oauthProvider(config, "microsoft");
  if (!settings) return null;
  const apiBase = config.MICROSOFT_GRAPH_BASE_URL.replace(/\/$/, "");
  const client = { client_id: settings.clientId, client_secret: settings.clientSecret, scope: SCOPE };

  return {
    provider: "microsoft",
    authorizeUrl: (input) =>
      authorizeUrl({ ...settings, scope: SCOPE, extraAuthorizeParams: { response_mode: "query", prompt: "select_account" } }, input),
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      requestTokens(
        settings.tokenUrl,
        { grant_type: "authorization_code", code, code_verifier: codeVerifier, redirect_uri: redirectUri, ...client },
        "Microsoft token exchange",
      ),
    refresh: (refreshToken) =>
      requestTokens(settings.tokenUrl, { grant_type: "refresh_token", refresh_token: refreshToken, ...client }, "Microsoft token refresh"),

    async listEvents(accessToken, { from, to }) {
      const first = new URL(`${apiBase}/v1.0/me/calendarView`);
      first.search = new URLSearchParams({
        startDateTime: from.toISOString(),
        endDateTime: to.toISOString(),
        $orderby: "start/dateTime",
        $top: "100",
        $select: SELECT,
      }).toString();
      const events: unknown[] = [];
      let next: URL | null = first;
      for (let page = 0; next && page < MAX_PAGES; page += 1) {
        const response = await calendarFetch(
          next,
          { headers: { authorization: `Bearer ${accessToken}`, prefer: 'outlook.timezone="UTC"' } },
          "Microsoft Graph calendarView",
        );
        const body = await readJsonPage(response, "Microsoft Graph calendarView");
        if (Array.isArray(body.value)) events.push(...body.value);
        const link = typeof body["@odata.nextLink"] === "string" ? new URL(body["@odata.nextLink"]) : null;
        // The bearer token goes to Graph only, whatever a page says its next page is.
        if (link && link.origin !== first.origin) throw new CalendarApiError("unavailable", "Graph pointed to another host");
        next = link;
      }
      return events;
    },

    // Microsoft offers no revocation of one refresh token (only of every session the person has),
    // so disconnecting forgets the tokens and they lapse unused.
    revoke: async () => undefined,
  };
}
