import type Stripe from "stripe";
import type { z } from "zod";
import {
  stripeCheckoutSessionSchema,
  stripeCustomerSchema,
  stripeSubscriptionListSchema,
  stripeSubscriptionSchema,
  type StripeCheckoutSession,
  type StripeSubscription,
} from "./objects";
import { loadStripe } from "./sdk";

/**
 * The API version every request pins (Stripe-Version), so an account's default version changing in the
 * dashboard cannot change the shapes we read. It is the one the installed SDK's types describe: the
 * `satisfies` makes an SDK upgrade fail typecheck until this is moved along with it, deliberately.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

const TIMEOUT_MS = 15_000;
/** Connection errors, 409 and 5xx are retried with backoff; POSTs carry an idempotency key so a retry cannot double-charge. */
const MAX_NETWORK_RETRIES = 2;

/** Stripe answered with an error, or could not be reached (status 0). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "StripeApiError";
  }
}

export interface CheckoutSessionInput {
  customerId: string;
  priceId: string;
  userId: string;
  plan: string;
  successUrl: string;
  cancelUrl: string;
}

/** What billing needs from Stripe; the adapter below speaks through the official SDK. */
export interface StripeClient {
  createCustomer(input: { email: string; name: string; userId: string }): Promise<{ id: string }>;
  createCheckoutSession(input: CheckoutSessionInput): Promise<StripeCheckoutSession>;
  retrieveSubscription(id: string): Promise<StripeSubscription>;
  listSubscriptions(customerId: string): Promise<StripeSubscription[]>;
  /** Moves a subscription to another price (a plan switch), prorating the difference. */
  changeSubscriptionPrice(subscription: StripeSubscription, priceId: string): Promise<StripeSubscription>;
  /** Sets how many seats a subscription is for (a team's member count), prorating the difference. */
  setSubscriptionQuantity(subscription: StripeSubscription, quantity: number): Promise<StripeSubscription>;
}

/** STRIPE_API_BASE (https://api.stripe.com, or a fake on 127.0.0.1 in tests) as the SDK's host settings. */
function addressOf(apiBase: string): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

export function createStripeClient({ secretKey, apiBase }: { secretKey: string; apiBase: string }): StripeClient {
  let sdk: Promise<{ stripe: Stripe; errors: typeof Stripe.errors }> | undefined;
  const connect = () =>
    (sdk ??= loadStripe().then((Sdk) => ({
      stripe: new Sdk(secretKey, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: MAX_NETWORK_RETRIES,
        timeout: TIMEOUT_MS,
        telemetry: false,
        ...addressOf(apiBase),
      }),
      errors: Sdk.errors,
    })));

  /** Runs one SDK call, turning its errors into StripeApiError and its answer into the shape we read. */
  async function call<S extends z.ZodType>(schema: S, what: string, request: (stripe: Stripe) => Promise<unknown>): Promise<z.infer<S>> {
    const { stripe, errors } = await connect();
    let answer: unknown;
    try {
      answer = await request(stripe);
    } catch (error) {
      if (error instanceof errors.StripeConnectionError || !(error instanceof errors.StripeError)) {
        throw new StripeApiError(0, `Could not reach Stripe (${error instanceof Error ? error.message : String(error)})`);
      }
      throw new StripeApiError(error.statusCode ?? 0, error.message || `Stripe answered ${error.statusCode ?? "an error"}`);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new StripeApiError(200, `Unexpected answer from Stripe for ${what}`);
    return parsed.data;
  }

  return {
    createCustomer: ({ email, name, userId }) =>
      call(stripeCustomerSchema, "customers.create", (stripe) =>
        // One customer per user even if two checkouts start at once: Stripe replays the first answer.
        stripe.customers.create({ email, name, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` }),
      ),

    createCheckoutSession: (input) =>
      call(stripeCheckoutSessionSchema, "checkout.sessions.create", (stripe) =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { user_id: input.userId, plan: input.plan },
          subscription_data: { metadata: { user_id: input.userId } },
        }),
      ),

    retrieveSubscription: (id) => call(stripeSubscriptionSchema, "subscriptions.retrieve", (stripe) => stripe.subscriptions.retrieve(id)),

    listSubscriptions: async (customerId) =>
      (
        await call(stripeSubscriptionListSchema, "subscriptions.list", (stripe) =>
          stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 }),
        )
      ).data,

    changeSubscriptionPrice: async (subscription, priceId) => {
      const item = subscription.items.data[0];
      if (!item) throw new StripeApiError(400, `Subscription ${subscription.id} has no items`);
      return call(stripeSubscriptionSchema, "subscriptions.update", (stripe) =>
        stripe.subscriptions.update(subscription.id, {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: "create_prorations",
        }),
      );
    },

    setSubscriptionQuantity: async (subscription, quantity) => {
      const item = subscription.items.data[0];
      if (!item) throw new StripeApiError(400, `Subscription ${subscription.id} has no items`);
      return call(stripeSubscriptionSchema, "subscriptions.update", (stripe) =>
        // An absolute count: sending it twice (a retry, two processes) leaves the same subscription.
        stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity }], proration_behavior: "create_prorations" }),
      );
    },
  };
}
