import type { z } from "zod";
import { formEncode, type FormValue } from "./form-encode";
import {
  stripeCheckoutSessionSchema,
  stripeCustomerSchema,
  stripeErrorBodySchema,
  stripeSubscriptionListSchema,
  stripeSubscriptionSchema,
  type StripeCheckoutSession,
  type StripeSubscription,
} from "./objects";

const TIMEOUT_MS = 15_000;

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

/** What billing needs from Stripe. The real adapter below speaks Stripe's REST API over fetch. */
export interface StripeClient {
  createCustomer(input: { email: string; name: string; userId: string }): Promise<{ id: string }>;
  createCheckoutSession(input: CheckoutSessionInput): Promise<StripeCheckoutSession>;
  retrieveSubscription(id: string): Promise<StripeSubscription>;
  listSubscriptions(customerId: string): Promise<StripeSubscription[]>;
  /** Moves a subscription to another price (a plan switch), prorating the difference. */
  changeSubscriptionPrice(subscription: StripeSubscription, priceId: string): Promise<StripeSubscription>;
}

export function createStripeClient({ secretKey, apiBase }: { secretKey: string; apiBase: string }): StripeClient {
  async function call<S extends z.ZodType>(
    schema: S,
    method: "GET" | "POST",
    path: string,
    body?: Record<string, FormValue>,
    idempotencyKey?: string,
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { authorization: `Bearer ${secretKey}` };
    if (body) headers["content-type"] = "application/x-www-form-urlencoded";
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(new URL(path, apiBase), {
        method,
        headers,
        body: body ? formEncode(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new StripeApiError(0, `Could not reach Stripe (${error instanceof Error ? error.message : String(error)})`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = stripeErrorBodySchema.safeParse(json);
      const message = parsed.success ? parsed.data.error.message : undefined;
      throw new StripeApiError(response.status, message ?? `Stripe answered ${response.status}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new StripeApiError(response.status, `Unexpected answer from Stripe for ${method} ${path}`);
    return parsed.data;
  }

  return {
    createCustomer: ({ email, name, userId }) =>
      // One customer per user even if two checkouts start at once: Stripe replays the first answer.
      call(stripeCustomerSchema, "POST", "/v1/customers", { email, name, metadata: { user_id: userId } }, `customer-${userId}`),

    createCheckoutSession: (input) =>
      call(stripeCheckoutSessionSchema, "POST", "/v1/checkout/sessions", {
        mode: "subscription",
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { user_id: input.userId, plan: input.plan },
        subscription_data: { metadata: { user_id: input.userId } },
      }),

    retrieveSubscription: (id) =>
      call(stripeSubscriptionSchema, "GET", `/v1/subscriptions/${encodeURIComponent(id)}`),

    listSubscriptions: async (customerId) => {
      const query = new URLSearchParams({ customer: customerId, status: "all", limit: "20" });
      return (await call(stripeSubscriptionListSchema, "GET", `/v1/subscriptions?${query}`)).data;
    },

    changeSubscriptionPrice: (subscription, priceId) => {
      const item = subscription.items.data[0];
      if (!item) throw new StripeApiError(400, `Subscription ${subscription.id} has no items`);
      return call(stripeSubscriptionSchema, "POST", `/v1/subscriptions/${encodeURIComponent(subscription.id)}`, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: "create_prorations",
      });
    },
  };
}
