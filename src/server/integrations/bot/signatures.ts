import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Constant-time comparison of two strings (different lengths compare unequal). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A shared secret sent back verbatim in a header (Meeting BaaS callbacks: x-mb-secret). */
export function verifySecretHeader(headers: IncomingHttpHeaders, name: string, secret: string): boolean {
  const given = header(headers, name);
  return given !== undefined && safeEqual(given, secret);
}

/** How far a Svix timestamp may be from now: older deliveries are refused as replays. */
export const SVIX_TOLERANCE_SECONDS = 5 * 60;

/**
 * Svix (Standard Webhooks) signature: HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed with the base64
 * secret after "whsec_", base64-encoded; the header lists one or more "v1,<signature>" entries.
 */
export function verifySvix(headers: IncomingHttpHeaders, raw: Buffer, secret: string, now = Date.now()): boolean {
  const id = header(headers, "svix-id");
  const timestamp = header(headers, "svix-timestamp");
  const signatures = header(headers, "svix-signature");
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > SVIX_TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.`).update(raw).digest("base64");
  return signatures
    .split(" ")
    .map((entry) => entry.split(","))
    .some(([version, signature]) => version === "v1" && signature !== undefined && safeEqual(signature, expected));
}

/** Sorted keys at every level, as Python's json.dumps(sort_keys=True) orders them. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Attendee: X-Webhook-Signature is the base64 HMAC-SHA256, keyed with the base64-decoded project
 * secret, of the payload. Attendee signs its canonical JSON (sorted keys, no spaces), which is also what
 * it sends; the raw body is accepted too so a proxy that reformats nothing but whitespace cannot
 * break verification.
 */
export function verifyAttendee(headers: IncomingHttpHeaders, raw: Buffer, secret: string): boolean {
  const given = header(headers, "x-webhook-signature");
  if (!given) return false;
  const key = Buffer.from(secret, "base64");
  const sign = (data: Buffer | string) => createHmac("sha256", key).update(data).digest("base64");
  if (safeEqual(given, sign(raw))) return true;
  try {
    return safeEqual(given, sign(JSON.stringify(sortKeys(JSON.parse(raw.toString("utf8"))))));
  } catch {
    return false;
  }
}
