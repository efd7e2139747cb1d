import type { FastifyRequest } from "fastify";
import type { Config } from "../config";
import { notConfigured } from "./errors";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export const PUBLIC_URL_REQUIRED = "Set PUBLIC_URL to the address people open Rapport at: sign-in with Google or Microsoft, calendars and billing send people back there";

/**
 * The origin that OAuth providers and Stripe send the user back to. It is PUBLIC_URL when set. Without
 * it, only a loopback Host (a laptop install opened at localhost) is believed, and never in production:
 * anything else in the Host header is the caller's word, and would let a crafted request make Google
 * or Stripe return a user, with their code or session, to an address the attacker chose.
 */
export function trustedOrigin(config: Pick<Config, "PUBLIC_URL" | "NODE_ENV">, request: FastifyRequest): string | null {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, "");
  if (config.NODE_ENV === "production") return null;
  if (!LOOPBACK_HOSTS.has(request.hostname)) return null;
  return `${request.protocol}://${request.host}`;
}

/**
 * trustedOrigin for JSON endpoints: without one, a 503 in plain words about the feature ("Billing isn't set
 * up on this Rapport server yet"), with PUBLIC_URL in the admin hint and the log.
 */
export function requireTrustedOrigin(config: Pick<Config, "PUBLIC_URL" | "NODE_ENV">, request: FastifyRequest, feature = "This feature"): string {
  const origin = trustedOrigin(config, request);
  if (!origin) throw notConfigured(feature, PUBLIC_URL_REQUIRED);
  return origin;
}
