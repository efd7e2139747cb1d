import { z } from "zod";
import { CalendarApiError, type CalendarTokens } from "./calendar-api";

const TIMEOUT_MS = 15_000;

/** fetch with a timeout, where a network failure becomes "unavailable". */
export async function calendarFetch(url: string | URL, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new CalendarApiError("unavailable", `${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().positive().optional(),
});
const tokenError = z.object({ error: z.string() });
const CONFIG_ERRORS = new Set(["invalid_client", "unauthorized_client", "redirect_uri_mismatch", "unsupported_grant_type"]);

/** POSTs a grant to an OAuth token endpoint (RFC 6749 §4.1.3 and §6) and reads the tokens. */
export async function requestTokens(tokenUrl: string, form: Record<string, string>, what: string): Promise<CalendarTokens> {
  const response = await calendarFetch(
    tokenUrl,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(form),
    },
    what,
  );
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500) throw new CalendarApiError("unavailable", `${what}: token endpoint answered ${response.status}`);
  if (!response.ok) {
    const error = tokenError.safeParse(body).data?.error ?? `status ${response.status}`;
    throw new CalendarApiError(CONFIG_ERRORS.has(error) ? "config" : "auth", `${what}: ${error}`);
  }
  const tokens = tokenAnswer.safeParse(body);
  if (!tokens.success) throw new CalendarApiError("auth", `${what}: the answer has no access token`);
  return {
    accessToken: tokens.data.access_token,
    refreshToken: tokens.data.refresh_token ?? null,
    expiresAt: tokens.data.expires_in ? new Date(Date.now() + tokens.data.expires_in * 1000) : null,
  };
}

/** Reads a JSON page of an API, mapping 401/403 to "auth" (the token no longer works). */
export async function readJsonPage(response: Response, what: string): Promise<Record<string, unknown>> {
  if (response.status === 401 || response.status === 403) throw new CalendarApiError("auth", `${what}: ${response.status}`);
  if (!response.ok) throw new CalendarApiError("unavailable", `${what}: answered ${response.status}`);
  const body = z.record(z.string(), z.unknown()).safeParse(await response.json().catch(() => null));
  if (!body.success) throw new CalendarApiError("unavailable", `${what}: the answer is not a JSON object`);
  return body.data;
}
