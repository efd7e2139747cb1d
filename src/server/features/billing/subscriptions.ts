import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";
import type { StripeClient } from "../../integrations/stripe/client";
import type { StripeSubscription } from "../../integrations/stripe/objects";
import type { UserRow } from "../auth";
import { planForPrice } from "./stripe-setup";

/** Stripe statuses that keep the paid plan. past_due keeps it while Stripe retries the card. */
const ENTITLED = new Set(["active", "trialing", "past_due"]);
export const isEntitled = (subscription: StripeSubscription) => ENTITLED.has(subscription.status);

/**
 * Brings a user's plan in line with one Stripe subscription. Call it inside a transaction: the user's
 * row is locked so two events for one user apply one after the other. The plan is read by the usage
 * limit on every request, so the new limit holds from the next upload on.
 *
 * - Enterprise (unlimited) is arranged with sales, not through Stripe, and is never changed here.
 * - An older subscription ending says nothing about the current one and is ignored.
 * - An active subscription at a price Rapport does not know keeps the plan as it is: a mistyped
 *   STRIPE_PRICE_* must not downgrade a paying customer.
 */
export async function applySubscription(
  tx: Db,
  config: Config,
  userId: string,
  subscription: StripeSubscription,
): Promise<UserRow | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user || user.plan === "unlimited") return user ?? null;
  const entitled = isEntitled(subscription);
  const isCurrent = !user.stripeSubscriptionId || user.stripeSubscriptionId === subscription.id;
  if (!isCurrent && !entitled) return user;
  const priceId = subscription.items.data[0]?.price.id;
  const paidPlan = priceId ? planForPrice(config, priceId) : null;
  if (entitled && !paidPlan) return user;
  const [updated] = await tx
    .update(users)
    .set({
      plan: entitled && paidPlan ? paidPlan : "free",
      stripeSubscriptionId: subscription.id,
      subscriptionStatus: subscription.status,
      stripeCustomerId: user.stripeCustomerId ?? subscription.customer,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return updated ?? null;
}

/** The subscription that decides the plan: the newest entitled one, else the one on record, else the newest. */
export function pickSubscription(subscriptions: StripeSubscription[], currentId: string | null): StripeSubscription | null {
  const newestFirst = [...subscriptions].sort((a, b) => (b.created ?? 0) - (a.created ?? 0));
  return (
    newestFirst.find(isEntitled) ?? newestFirst.find((s) => s.id === currentId) ?? newestFirst[0] ?? null
  );
}

/**
 * Refresh Status: re-reads the customer's subscriptions from Stripe and applies the one that counts,
 * for when a webhook was missed (or never configured, as on a laptop).
 */
export async function refreshSubscription(db: Db, config: Config, stripe: StripeClient, user: UserRow): Promise<UserRow> {
  if (!user.stripeCustomerId || user.plan === "unlimited") return user;
  const chosen = pickSubscription(await stripe.listSubscriptions(user.stripeCustomerId), user.stripeSubscriptionId);
  return db.transaction(async (tx) => {
    if (chosen) return (await applySubscription(tx, config, user.id, chosen)) ?? user;
    // A customer without any subscription (an abandoned checkout) is on the Free plan.
    const [updated] = await tx
      .update(users)
      .set({ plan: "free", stripeSubscriptionId: null, subscriptionStatus: null, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  });
}
