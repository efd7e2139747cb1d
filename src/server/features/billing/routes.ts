import type { FastifyInstance } from "fastify";
import { checkoutResponseSchema, createSubscriptionSchema, subscriptionSchema, type Subscription } from "@shared/billing";
import type { AppDeps } from "../../app-deps";
import type { Config } from "../../config";
import { userIdOf } from "../../http/auth-guard";
import { requireTrustedOrigin } from "../../http/public-origin";
import { AppError, notConfigured } from "../../http/errors";
import type { ZodTypeProvider } from "../../http/route-schemas";
import { StripeApiError } from "../../integrations/stripe/client";
import { requireUser, type UserRow } from "../auth";
import { startCheckout } from "./checkout";
import { priceFor, stripeClient } from "./stripe-setup";
import { refreshSubscription } from "./subscriptions";
import { registerStripeWebhook } from "./webhook-route";

const subscriptionOf = (user: UserRow, config: Config): Subscription => ({
  plan: user.plan,
  status: user.subscriptionStatus,
  salesEmail: config.SALES_EMAIL,
});

/** Stripe's own failures become messages the Settings toast can show as they are. */
async function viaStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    if (error.status === 401 || error.status === 403) {
      throw notConfigured("Billing", "Billing is misconfigured: Stripe refused STRIPE_SECRET_KEY");
    }
    throw new AppError("INTERNAL", `Stripe could not complete the request: ${error.message}`);
  }
}

export function billingRoutes(app: FastifyInstance, { database: { db }, config }: AppDeps): void {

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/subscription", { schema: { summary: "The user's plan and subscription", response: { 200: subscriptionSchema } } }, async (request) =>
    subscriptionOf(await requireUser(db, userIdOf(request)), config),
  );

  api.post(
    "/api/subscription/create",
    { schema: { summary: "Start a Stripe checkout", body: createSubscriptionSchema, response: { 200: checkoutResponseSchema } } },
    async (request) => {
      const { plan } = request.body;
      const priceId = priceFor(config, plan);
      const user = await requireUser(db, userIdOf(request));
      const checkoutUrl = await viaStripe(() =>
        startCheckout({ db, config, stripe: stripeClient(config), priceId, user, plan, baseUrl: requireTrustedOrigin(config, request, "Billing") }),
      );
      return { checkoutUrl };
    },
  );

  api.post(
    "/api/subscription/refresh",
    { schema: { summary: "Read the subscription again from Stripe", response: { 200: subscriptionSchema } } },
    async (request) => {
      const stripe = stripeClient(config);
      const user = await requireUser(db, userIdOf(request));
      return subscriptionOf(await viaStripe(() => refreshSubscription(db, config, stripe, user)), config);
    },
  );

  registerStripeWebhook(app, db, config);
}
