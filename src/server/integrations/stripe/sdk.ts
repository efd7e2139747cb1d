import type Stripe from "stripe";

let sdk: Promise<typeof Stripe> | undefined;

/**
 * The SDK is imported on first use, not at start-up: it is a large module graph (every Stripe resource)
 * that only billing needs, and most installations never configure billing.
 */
export const loadStripe = (): Promise<typeof Stripe> => (sdk ??= import("stripe").then((module) => module.default));
