import { and, eq, isNull } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { processedWebhookEvents, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { StripeApiError, type StripeClient } from "../../integrations/stripe/client";
import {
  stripeCheckoutSessionSchema,
  stripeSubscriptionSchema,
  type StripeEvent,
  type StripeSubscription,
} from "../../integrations/stripe/objects";
import { findUserById } from "../auth";
import { applySubscription } from "./subscriptions";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

/** What an event asks for: set the user's customer id and/or apply a subscription. */
interface Work {
  userId: string;
  customerId: string | null;
  subscription: StripeSubscription | null;
}

const badEvent = (what: string) => new AppError("BAD_REQUEST", `Malformed Stripe event: ${what}`);

/**
 * Events can arrive late, twice or out of order, so the subscription is read fresh from Stripe rather
 * than taken from the event: whichever event lands last, the user ends up with Stripe's current state.
 */
async function latest(stripe: StripeClient, subscription: StripeSubscription): Promise<StripeSubscription> {
  try {
    return await stripe.retrieveSubscription(subscription.id);
  } catch (error) {
    if (error instanceof StripeApiError && error.status === 404) return subscription;
    throw error;
  }
}

async function userIdForCustomer(db: Db, customerId: string, metadataUserId: string | undefined): Promise<string | null> {
  const [byCustomer] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  if (byCustomer) return byCustomer.id;
  return metadataUserId && (await findUserById(db, metadataUserId)) ? metadataUserId : null;
}

async function workFor(db: Db, stripe: StripeClient, event: StripeEvent): Promise<Work | null> {
  if (event.type === "checkout.session.completed") {
    const parsed = stripeCheckoutSessionSchema.safeParse(event.data.object);
    if (!parsed.success) throw badEvent("checkout session");
    const session = parsed.data;
    const userId = session.client_reference_id ?? session.metadata?.user_id;
    if (session.mode !== "subscription" || !userId || !(await findUserById(db, userId))) return null;
    const subscription = session.subscription ? await stripe.retrieveSubscription(session.subscription) : null;
    return { userId, customerId: session.customer ?? null, subscription };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const parsed = stripeSubscriptionSchema.safeParse(event.data.object);
    if (!parsed.success) throw badEvent("subscription");
    const userId = await userIdForCustomer(db, parsed.data.customer, parsed.data.metadata?.user_id);
    if (!userId) return null;
    return { userId, customerId: parsed.data.customer, subscription: await latest(stripe, parsed.data) };
  }
  return null;
}

/**
 * Applies one verified Stripe event, at most once: the event id is recorded in the same transaction
 * as the change, so a redelivery (or two deliveries at once) finds it and changes nothing.
 */
export async function handleStripeEvent(
  db: Db,
  config: Config,
  stripe: () => StripeClient,
  event: StripeEvent,
): Promise<WebhookOutcome> {
  if (event.type !== "checkout.session.completed" && !SUBSCRIPTION_EVENTS.has(event.type)) return "ignored";
  const [seen] = await db
    .select({ id: processedWebhookEvents.id })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.id, event.id));
  if (seen) return "duplicate";

  const work = await workFor(db, stripe(), event);
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return "duplicate";
    if (!work) return "ignored";
    if (work.customerId) {
      await tx
        .update(users)
        .set({ stripeCustomerId: work.customerId })
        .where(and(eq(users.id, work.userId), isNull(users.stripeCustomerId)));
    }
    if (work.subscription) await applySubscription(tx, config, work.userId, work.subscription);
    return "applied";
  });
}
