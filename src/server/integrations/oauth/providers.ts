import type { Config } from "../../config";
import { idTokenClaims } from "./id-token";

export type OAuthProviderId = "google" | "microsoft";
export const OAUTH_PROVIDERS: readonly OAuthProviderId[] = ["google", "microsoft"];

/** The settings each provider's OAuth client needs: named in admin hints and logs, never to end users. */
export const OAUTH_CLIENT_SETTINGS: Record<OAuthProviderId, string> = {
  google: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET",
  microsoft: "MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET",
};

/** Who the provider says signed in. */
export interface ExternalProfile {
  /** The provider's stable id for the person (`sub`); e-mails can change, this does not. */
  providerUserId: string;
  email: string;
  /** Whether the provider vouches that this person controls the e-mail address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
}

export interface TokenSet {
  accessToken: string;
  idToken?: string;
}

export interface OAuthProvider {
  id: OAuthProviderId;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  extraAuthorizeParams: Record<string, string>;
  profile(userinfo: Record<string, unknown>, tokens: TokenSet): ExternalProfile | null;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const isTrue = (value: unknown) => value === true || value === "true" || value === "1" || value === 1;

/** given_name/family_name when present, else the display name split at its first space. */
function names(info: Record<string, unknown>): { firstName: string; lastName: string } {
  const given = text(info.given_name);
  const family = text(info.family_name);
  if (given || family) return { firstName: given ?? "", lastName: family ?? "" };
  const [first = "", ...rest] = (text(info.name) ?? "").split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

function googleProfile(info: Record<string, unknown>): ExternalProfile | null {
  const sub = text(info.sub);
  const email = text(info.email);
  if (!sub || !email) return null;
  const picture = text(info.picture);
  return {
    providerUserId: sub,
    email,
    emailVerified: isTrue(info.email_verified),
    ...names(info),
    pictureUrl: picture?.startsWith("https://") ? picture : null,
  };
}

/** Personal Microsoft accounts sign in through this tenant; their e-mail addresses are verified. */
const MICROSOFT_CONSUMER_TENANT = "9188040d-6c67-4c5b-b112-36a304b66dad";

/**
 * Work and school accounts carry whatever e-mail their directory admin typed, so the address counts as
 * verified only for personal accounts or when Entra says the domain is verified (`xms_edov`).
 * Graph's photo needs a token, so Microsoft accounts get no profile picture URL.
 */
function microsoftProfile(info: Record<string, unknown>, tokens: TokenSet): ExternalProfile | null {
  const claims = idTokenClaims(tokens.idToken);
  const sub = text(info.sub);
  const email = text(info.email) ?? text(claims.email);
  if (!sub || !email) return null;
  return {
    providerUserId: sub,
    email,
    emailVerified: claims.tid === MICROSOFT_CONSUMER_TENANT || isTrue(claims.xms_edov),
    ...names({ ...claims, ...info }),
    pictureUrl: null,
  };
}

/** The provider's settings, or null when its client id or secret is missing (→ oauth_config). */
export function oauthProvider(config: Config, id: OAuthProviderId): OAuthProvider | null {
  if (id === "google") {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
    const base = config.GOOGLE_OAUTH_BASE_URL?.replace(/\/$/, "");
    return {
      id,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authorizeUrl: `${base ?? "https://accounts.google.com"}/o/oauth2/v2/auth`,
      tokenUrl: `${base ?? "https://oauth2.googleapis.com"}/token`,
      userinfoUrl: `${base ?? "https://openidconnect.googleapis.com"}/v1/userinfo`,
      scope: "openid email profile",
      extraAuthorizeParams: { prompt: "select_account" },
      profile: googleProfile,
    };
  }
  if (!config.MICROSOFT_CLIENT_ID || !config.MICROSOFT_CLIENT_SECRET) return null;
  const base = config.MICROSOFT_OAUTH_BASE_URL?.replace(/\/$/, "");
  const login = `${base ?? "https://login.microsoftonline.com"}/${encodeURIComponent(config.MICROSOFT_TENANT)}/oauth2/v2.0`;
  return {
    id,
    clientId: config.MICROSOFT_CLIENT_ID,
    clientSecret: config.MICROSOFT_CLIENT_SECRET,
    authorizeUrl: `${login}/authorize`,
    tokenUrl: `${login}/token`,
    userinfoUrl: `${base ?? "https://graph.microsoft.com"}/oidc/userinfo`,
    scope: "openid email profile User.Read",
    extraAuthorizeParams: { response_mode: "query", prompt: "select_account" },
    profile: microsoftProfile,
  };
}
