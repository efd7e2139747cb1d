import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";
import { stripeClient } from "./stripe-setup";

export type SeatSync = "updated" | "unchanged" | "no-subscription" | "not-configured";

/**
 * A team's seats are its paying member's subscription quantity (issue 17): sets the quantity of that
 * user's Stripe subscription to `seats` when it differs. Without Stripe, or for a plan not bought
 * through Stripe (Enterprise), there is nothing to follow.
 */
export async function syncSubscriptionSeats(db: Db, config: Config, userId: string, seats: number): Promise<SeatSync> {
  if (!config.STRIPE_SECRET_KEY) return "not-configured";
  const [user] = await db.select({ subscriptionId: users.stripeSubscriptionId }).from(users).where(eq(users.id, userId));
  if (!user?.subscriptionId) return "no-subscription";
  const stripe = stripeClient(config);
  const subscription = await stripe.retrieveSubscription(user.subscriptionId);
  if ((subscription.items.data[0]?.quantity ?? 1) === seats) return "unchanged";
  await stripe.setSubscriptionQuantity(subscription, seats);
  return "updated";
}
