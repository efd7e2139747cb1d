import type { PaidPlanId } from "@shared/billing";
import type { Config } from "../../config";
import { notConfigured } from "../../http/errors";
import { createStripeClient, type StripeClient } from "../../integrations/stripe/client";

type BillingSetting = "STRIPE_SECRET_KEY" | "STRIPE_PRICE_START" | "STRIPE_PRICE_PRO" | "STRIPE_WEBHOOK_SECRET";

const PRICE_SETTING: Record<PaidPlanId, "STRIPE_PRICE_START" | "STRIPE_PRICE_PRO"> = {
  start: "STRIPE_PRICE_START",
  pro: "STRIPE_PRICE_PRO",
};

const listed = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** Refuses with 503 instead of pretending: plain words for the user, the missing settings in the admin hint. */
export function requireSettings(config: Config, names: BillingSetting[], what = "Billing"): void {
  const missing = names.filter((name) => !config[name]);
  if (missing.length > 0) throw notConfigured(what, `${what} is not configured: set ${listed(missing)}`);
}

export function stripeClient(config: Config): StripeClient {
  requireSettings(config, ["STRIPE_SECRET_KEY"]);
  return createStripeClient({ secretKey: config.STRIPE_SECRET_KEY!, apiBase: config.STRIPE_API_BASE });
}

/** The Stripe Price id a plan is sold at; 503 naming the setting when it (or the key) is missing. */
export function priceFor(config: Config, plan: PaidPlanId): string {
  requireSettings(config, ["STRIPE_SECRET_KEY", PRICE_SETTING[plan]]);
  return config[PRICE_SETTING[plan]]!;
}

/** Which plan a Stripe Price id stands for, or null for a price Rapport does not sell. */
export function planForPrice(config: Config, priceId: string): PaidPlanId | null {
  if (config.STRIPE_PRICE_START === priceId) return "start";
  if (config.STRIPE_PRICE_PRO === priceId) return "pro";
  return null;
}
