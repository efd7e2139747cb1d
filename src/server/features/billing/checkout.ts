import { and, eq, isNull } from "drizzle-orm";
import type { PaidPlanId } from "@shared/billing";
import { planById } from "@shared/plans";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { StripeClient } from "../../integrations/stripe/client";
import { findUserById, type UserRow } from "../auth";
import { applySubscription, isEntitled } from "./subscriptions";

interface CheckoutRequest {
  db: Db;
  config: Config;
  stripe: StripeClient;
  priceId: string;
  user: UserRow;
  plan: PaidPlanId;
  /** The address the browser reaches Rapport at; Stripe sends it back there. */
  baseUrl: string;
}

/** The user's Stripe customer, created on first upgrade and kept so Refresh Status can find it. */
async function customerIdFor(db: Db, stripe: StripeClient, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.createCustomer({
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    userId: user.id,
  });
  await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  return (await findUserById(db, user.id))?.stripeCustomerId ?? customer.id;
}

/**
 * Starts an upgrade. Without a paid subscription: a Stripe Checkout session, whose address the
 * browser opens. With one: the subscription moves to the new price at once (no second subscription,
 * no double billing) and the browser goes back to Settings.
 */
export async function startCheckout({ db, config, stripe, priceId, user, plan, baseUrl }: CheckoutRequest): Promise<string> {
  if (user.plan === "unlimited") {
    throw new AppError("CONFLICT", "Your Enterprise plan is arranged with sales; contact them to change it.");
  }
  if (user.plan === plan) throw new AppError("CONFLICT", `You are already on the ${planById(plan).name} plan.`);

  if (user.stripeSubscriptionId && user.plan !== "free") {
    const current = await stripe.retrieveSubscription(user.stripeSubscriptionId);
    if (isEntitled(current)) {
      const switched = await stripe.changeSubscriptionPrice(current, priceId);
      await db.transaction((tx) => applySubscription(tx, config, user.id, switched));
      return `${baseUrl}/settings?checkout=updated`;
    }
  }

  const session = await stripe.createCheckoutSession({
    customerId: await customerIdFor(db, stripe, user),
    priceId,
    userId: user.id,
    plan,
    successUrl: `${baseUrl}/settings?checkout=success`,
    cancelUrl: `${baseUrl}/settings?checkout=cancelled`,
  });
  if (!session.url) throw new AppError("INTERNAL", "Stripe did not return a checkout address. Please try again.");
  return session.url;
}
