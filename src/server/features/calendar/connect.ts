import { and, eq, lt, sql } from "drizzle-orm";
import type { CalendarProvider } from "@shared/calendar";
import type { Config } from "../../config";
import { requireAppSecret } from "../../crypto/app-secret";
import type { Db } from "../../db/open";
import { oauthStates } from "../../db/schema";
import { AppError } from "../../http/errors";
import { CalendarApiError } from "../../integrations/calendar/calendar-api";
import { OAuthFailure } from "../../integrations/oauth/failure";
import { codeChallenge, randomToken } from "../../integrations/oauth/pkce";
import { PROVIDER_NAME, requireCalendarApi } from "./calendar-apis";
import { findConnectionRow, saveConnection } from "./connections";

/** How long the user has to finish consenting at the provider. */
export const CONNECT_TTL_MS = 10 * 60_000;

export const callbackPath = (provider: CalendarProvider) => `/api/calendar/callback/${provider}`;

/**
 * Starts connecting a calendar: refuses a second provider while one is connected, records the attempt
 * (state, PKCE verifier, the user it belongs to) in oauth_states, and answers the consent page.
 */
export async function startConnect(
  db: Db,
  config: Config,
  userId: string,
  provider: CalendarProvider,
  origin: string,
): Promise<{ authUrl: string; state: string }> {
  const api = requireCalendarApi(config, provider);
  requireAppSecret(config);
  const current = await findConnectionRow(db, userId);
  if (current && current.provider !== provider) {
    throw new AppError("CONFLICT", `Disconnect ${PROVIDER_NAME[current.provider]} before connecting ${PROVIDER_NAME[provider]}`);
  }
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  const state = randomToken();
  const codeVerifier = randomToken();
  const redirectUri = `${origin}${callbackPath(provider)}`;
  await db.insert(oauthStates).values({ state, provider, codeVerifier, redirectUri, userId, expiresAt: new Date(Date.now() + CONNECT_TTL_MS) });
  return { authUrl: api.authorizeUrl({ state, codeChallenge: codeChallenge(codeVerifier), redirectUri }), state };
}

/**
 * Finishes connecting: the state is taken out of the table in one statement (so it works once), must
 * belong to this user and provider, and the code is traded for tokens that are stored encrypted.
 * Failures are OAuthFailure values the settings page turns into its "Connection failed" toast.
 */
export async function finishConnect(
  db: Db,
  config: Config,
  userId: string,
  provider: CalendarProvider,
  { code, state }: { code: string; state: string },
): Promise<void> {
  const api = requireCalendarApi(config, provider);
  const [attempt] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider), eq(oauthStates.userId, userId)))
    .returning();
  if (!attempt) throw new OAuthFailure("auth_failed", "unknown, used or foreign calendar state");
  if (attempt.expiresAt.getTime() < Date.now()) throw new OAuthFailure("invalid_code", "the calendar connection attempt expired");
  try {
    const tokens = await api.exchangeCode({ code, codeVerifier: attempt.codeVerifier, redirectUri: attempt.redirectUri });
    await saveConnection(db, config, userId, provider, tokens);
  } catch (error) {
    if (!(error instanceof CalendarApiError)) throw error;
    const value = error.failure === "auth" ? "invalid_code" : error.failure === "config" ? "oauth_config" : "network_error";
    throw new OAuthFailure(value, error.message);
  }
}
