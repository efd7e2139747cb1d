import { z } from "zod";
import { OAuthFailure } from "./failure";
import type { OAuthProvider, TokenSet } from "./providers";

const TIMEOUT_MS = 10_000;

/** The provider's sign-in page for this attempt (authorization code flow with PKCE S256). */
export function authorizeUrl(
  provider: OAuthProvider,
  { state, codeChallenge, redirectUri }: { state: string; codeChallenge: string; redirectUri: string },
): string {
  const url = new URL(provider.authorizeUrl);
  const params = {
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: provider.scope,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: "S256",
    ...provider.extraAuthorizeParams,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function send(url: string, init: RequestInit, step: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new OAuthFailure("network_error", `${step}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const tokenAnswerSchema = z.object({ access_token: z.string().min(1), id_token: z.string().optional() });
const tokenErrorSchema = z.object({ error: z.string() });

// The token endpoint's error codes (RFC 6749 §5.2) that mean our client registration is wrong.
const CONFIG_ERRORS = new Set(["invalid_client", "unauthorized_client", "redirect_uri_mismatch", "unsupported_grant_type"]);

/** Trades the authorization code (and the PKCE verifier) for tokens. */
export async function exchangeCode(
  provider: OAuthProvider,
  { code, codeVerifier, redirectUri }: { code: string; codeVerifier: string; redirectUri: string },
): Promise<TokenSet> {
  const response = await send(
    provider.tokenUrl,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: codeVerifier,
      }),
    },
    "token exchange",
  );
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500) throw new OAuthFailure("network_error", `token endpoint answered ${response.status}`);
  if (!response.ok) {
    const error = tokenErrorSchema.safeParse(body).data?.error ?? `status ${response.status}`;
    if (error === "invalid_grant") throw new OAuthFailure("invalid_code", "the authorization code was refused");
    if (CONFIG_ERRORS.has(error)) throw new OAuthFailure("oauth_config", `the provider refused our client: ${error}`);
    throw new OAuthFailure("auth_failed", `token endpoint refused: ${error}`);
  }
  const tokens = tokenAnswerSchema.safeParse(body);
  if (!tokens.success) throw new OAuthFailure("auth_failed", "the token answer has no access token");
  return { accessToken: tokens.data.access_token, idToken: tokens.data.id_token };
}

/** The OpenID Connect userinfo claims for the access token. */
export async function fetchUserinfo(provider: OAuthProvider, accessToken: string): Promise<Record<string, unknown>> {
  const response = await send(
    provider.userinfoUrl,
    { headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } },
    "userinfo",
  );
  if (response.status >= 500) throw new OAuthFailure("network_error", `userinfo answered ${response.status}`);
  if (!response.ok) throw new OAuthFailure("auth_failed", `userinfo refused: status ${response.status}`);
  const body = z.record(z.string(), z.unknown()).safeParse(await response.json().catch(() => null));
  if (!body.success) throw new OAuthFailure("auth_failed", "userinfo answer is not an object");
  return body.data;
}
