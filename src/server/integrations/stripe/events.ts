import { loadStripe } from "./sdk";

/** Stripe's default: a signature older (or newer) than five minutes is refused, against replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export class InvalidStripeSignature extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidStripeSignature";
  }
}

/**
 * Checks a `Stripe-Signature` header with the SDK's stripe.webhooks.constructEvent (a v1 HMAC-SHA256
 * of `${t}.${raw body}` under the endpoint secret, t within the tolerance) and answers the parsed JSON.
 * The body must be the exact bytes received: re-serialised JSON would not match. Throws
 * InvalidStripeSignature for a bad or missing signature, SyntaxError for a signed body that is not JSON.
 */
export async function verifyStripeEvent(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<unknown> {
  if (!header || header.length > 4096) throw new InvalidStripeSignature("No Stripe-Signature header");
  // The SDK refuses only old timestamps; one from the future beyond the tolerance is refused here too,
  // as before the SDK, so a leaked signature cannot be pre-dated for later replay.
  const timestamp = Number(/(?:^|,)t=(\d+)(?:,|$)/.exec(header)?.[1]);
  if (timestamp - nowSeconds > SIGNATURE_TOLERANCE_SECONDS) throw new InvalidStripeSignature("Timestamp in the future");
  const Stripe = await loadStripe();
  try {
    // receivedAt is in milliseconds.
    return Stripe.webhooks.constructEvent(payload, header, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, nowSeconds * 1000);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidStripeSignature(error.message);
    throw error;
  }
}
