import { eq } from "drizzle-orm";
import { users } from "@server/db/schema";
import { signStripePayload, startFakeStripe, type FakeStripe } from "../../fakes/stripe";
import { createTestApp, signUpUser, type TestApp } from "../app";

export const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_rapport",
  STRIPE_PRICE_START: "price_start",
  STRIPE_PRICE_PRO: "price_pro",
  STRIPE_WEBHOOK_SECRET: "whsec_rapport",
} as const;

export interface BillingHarness {
  t: TestApp;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/** The app wired to a fresh fake Stripe on 127.0.0.1. */
export async function billingHarness(overrides: Record<string, string> = {}): Promise<BillingHarness> {
  const stripe = await startFakeStripe({ secretKey: STRIPE.STRIPE_SECRET_KEY, prices: ["price_start", "price_pro"] });
  const t = await createTestApp({ ...STRIPE, STRIPE_API_BASE: stripe.url, ...overrides });
  return {
    t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

let eventCounter = 0;

/** A Stripe event envelope around `object`. */
export const stripeEvent = (type: string, object: object, id = `evt_${++eventCounter}_${Date.now()}`) => ({
  id,
  object: "event",
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

/** POSTs an event to the webhook the way Stripe does: exact bytes, signed with the endpoint secret. */
export function deliver(
  t: TestApp,
  event: unknown,
  { secret = STRIPE.STRIPE_WEBHOOK_SECRET, timestamp, payload }: { secret?: string; timestamp?: number; payload?: string } = {},
) {
  const body = payload ?? JSON.stringify(event);
  return t.app.inject({
    method: "POST",
    url: "/api/billing/webhook",
    payload: body,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": signStripePayload(JSON.stringify(event), secret, timestamp),
      origin: "https://stripe.com",
    },
  });
}

export async function planOf(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!.plan;
}

export async function usageLimit(t: TestApp, cookie: string): Promise<number | null> {
  return (await t.app.inject({ method: "GET", url: "/api/usage/stats", headers: { cookie } })).json().limit;
}

/** Signs a user up and starts a Starter checkout; answers the user and the checkout session id. */
export async function userWithCheckout(h: BillingHarness, plan: "start" | "pro" = "start") {
  const user = await signUpUser(h.t.app);
  const response = await h.t.app.inject({
    method: "POST",
    url: "/api/subscription/create",
    payload: { plan },
    headers: { cookie: user.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed ${response.statusCode}: ${response.body}`);
  const sessionId = String(response.json().checkoutUrl).split("/").pop()!;
  return { ...user, sessionId };
}
