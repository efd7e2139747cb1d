import { z } from "zod";

const claimsSchema = z.record(z.string(), z.unknown());

/**
 * The claims of an ID token, without checking its signature. That is sound only for a token taken
 * straight from the provider's token endpoint over TLS, in answer to our own client-authenticated
 * request (OpenID Connect Core §3.1.3.7), which is the only place Rapport reads one from.
 */
export function idTokenClaims(idToken: string | undefined): Record<string, unknown> {
  const payload = idToken?.split(".")[1];
  if (!payload) return {};
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
