import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { startSession } from "../../http/session-cookie";
import { PUBLIC_URL_REQUIRED, trustedOrigin } from "../../http/public-origin";
import { authorizeUrl, exchangeCode, fetchUserinfo } from "../../integrations/oauth/client";
import { OAuthFailure, type OAuthErrorValue } from "../../integrations/oauth/failure";
import { OAUTH_CLIENT_SETTINGS, OAUTH_PROVIDERS, oauthProvider, type OAuthProviderId } from "../../integrations/oauth/providers";
import { accountForProfile } from "./accounts";
import { consumeState, createState, STATE_TTL_MS } from "./states";

/** How the API docs name each provider. */
const PROVIDER_LABEL: Record<OAuthProviderId, string> = { google: "Google", microsoft: "Microsoft" };

/** Ties the attempt to the browser that started it, so nobody can hand a victim their own callback. */
export const OAUTH_STATE_COOKIE = "rapport_oauth_state";

const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Why a provider cannot be used on this server at all, for the log: the settings an administrator adds. */
const notSetUpHint = (provider: OAuthProviderId, missing: string) =>
  `${PROVIDER_LABEL[provider]} sign-in is not configured: ${missing}`;

/**
 * GET /api/auth/{google,microsoft} starts the sign-in (SPEC §7: a full-page navigation) and
 * GET /api/auth/{provider}/callback finishes it. Success lands on "/", any failure on "/?error=<value>"
 * for the client's toast (SPEC §8); the reason is logged, never shown. A provider this server is not set
 * up for adds "&setup=<provider>", so the toast can also say so in plain words ("Google sign-in isn't set
 * up on this Rapport server yet"); the settings to add go to the log as its admin hint.
 */
export function oauthRoutes(app: FastifyInstance, { database: { db }, config }: AppDeps): void {
  const cookieOptions = (request: FastifyRequest) => ({
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
  });
  const fail = (request: FastifyRequest, reply: FastifyReply, value: OAuthErrorValue, detail: string) => {
    request.log.warn({ oauthError: value, detail }, "external sign-in failed");
    reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions(request));
    return reply.redirect(`/?error=${value}`);
  };
  const notSetUp = (request: FastifyRequest, reply: FastifyReply, provider: OAuthProviderId, adminHint: string) => {
    request.log.warn({ oauthError: "oauth_config", adminHint }, "external sign-in is not set up on this server");
    reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions(request));
    return reply.redirect(`/?error=oauth_config&setup=${provider}`);
  };
  const missingClient = (provider: OAuthProviderId) => notSetUpHint(provider, `set ${OAUTH_CLIENT_SETTINGS[provider]}`);

  async function finish(provider: OAuthProviderId, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const settings = oauthProvider(config, provider);
    if (!settings) throw new OAuthFailure("oauth_config", missingClient(provider));
    const query = callbackQuery.safeParse(request.query);
    if (!query.success) throw new OAuthFailure("auth_failed", "malformed callback");
    const { code, state, error } = query.data;
    if (error) throw new OAuthFailure("auth_failed", `the provider answered ${error}`);
    if (!code || !state) throw new OAuthFailure("auth_failed", "callback without code or state");
    if (request.cookies[OAUTH_STATE_COOKIE] !== state) throw new OAuthFailure("auth_failed", "state does not match this browser");

    const attempt = await consumeState(db, provider, state);
    if (attempt.kind === "expired") throw new OAuthFailure("invalid_code", "the sign-in attempt expired");
    if (attempt.kind === "unknown") throw new OAuthFailure("auth_failed", "unknown or used state");

    const tokens = await exchangeCode(settings, { code, codeVerifier: attempt.codeVerifier, redirectUri: attempt.redirectUri });
    const profile = settings.profile(await fetchUserinfo(settings, tokens.accessToken), tokens);
    if (!profile) throw new OAuthFailure("auth_failed", "the provider gave no subject or e-mail");
    const userId = await accountForProfile(db, provider, profile);
    try {
      await startSession(db, config.SESSION_TTL_DAYS, request, reply, userId);
    } catch (error) {
      throw new OAuthFailure("session_save_failed", error instanceof Error ? error.message : String(error));
    }
  }

  // Full-page navigations that always answer a redirect; the callback's query is read by finish() so
  // a malformed one still lands on the toast page instead of a JSON 400.
  const redirects = (summary: string) => ({ schema: { summary, response: { 302: z.undefined() } }, config: { public: true } });
  for (const provider of OAUTH_PROVIDERS) {
    const name = PROVIDER_LABEL[provider];
    app.get(`/api/auth/${provider}`, redirects(`Start sign-in with ${name}`), async (request, reply) => {
      const settings = oauthProvider(config, provider);
      if (!settings) return notSetUp(request, reply, provider, missingClient(provider));
      const origin = trustedOrigin(config, request);
      if (!origin) return notSetUp(request, reply, provider, notSetUpHint(provider, PUBLIC_URL_REQUIRED));
      const redirectUri = `${origin}/api/auth/${provider}/callback`;
      const { state, codeChallenge } = await createState(db, provider, redirectUri);
      reply.setCookie(OAUTH_STATE_COOKIE, state, { ...cookieOptions(request), maxAge: STATE_TTL_MS / 1000 });
      return reply.redirect(authorizeUrl(settings, { state, codeChallenge, redirectUri }));
    });

    app.get(`/api/auth/${provider}/callback`, redirects(`Return from ${name} sign-in`), async (request, reply) => {
      if (!oauthProvider(config, provider)) return notSetUp(request, reply, provider, missingClient(provider));
      try {
        await finish(provider, request, reply);
      } catch (error) {
        if (error instanceof OAuthFailure) return fail(request, reply, error.value, error.message);
        request.log.error({ err: error }, "external sign-in crashed");
        return fail(request, reply, "auth_failed", "unexpected error");
      }
      reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions(request));
      return reply.redirect("/");
    });
  }
}
