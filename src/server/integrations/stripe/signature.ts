import { createHmac, timingSafeEqual } from "node:crypto";

/** Stripe's default: a signature older (or newer) than five minutes is refused, against replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number | string, payload: Buffer | string) =>
  createHmac("sha256", secret).update(`${timestamp}.`).update(payload).digest("hex");

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>,v1=<hex>…`): one v1 must be the
 * HMAC-SHA256, under the endpoint's secret, of `${t}.${raw body}`, and t must be within the tolerance.
 * The body must be the exact bytes received: re-serialised JSON would not match.
 */
export function verifyStripeSignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header || header.length > 4096) return false;
  const parts = header.split(",").map((part) => part.split("=", 2) as [string, string?]);
  const timestamp = parts.find(([key]) => key.trim() === "t")?.[1];
  const signatures = parts.filter(([key]) => key.trim() === "v1").map(([, value]) => value ?? "");
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, payload), "hex");
  return signatures.some((signature) => {
    if (!/^[0-9a-f]+$/i.test(signature)) return false;
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The header Stripe would send for `payload`; used by tests and local tooling to sign events. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}
