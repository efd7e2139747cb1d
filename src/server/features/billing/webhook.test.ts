import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { processedWebhookEvents, users } from "../../db/schema";
import { createTestApp } from "@tests/server/app";
import { billingHarness, deliver, planOf, stripeEvent, usageLimit, userWithCheckout, type BillingHarness } from "@tests/server/helpers/billing";

let h: BillingHarness;
beforeEach(async () => {
  h = await billingHarness();
});
afterEach(async () => h.close());

const eventCount = async () =>
  (await h.t.database.db.select({ n: sql<number>`count(*)::int` }).from(processedWebhookEvents))[0]!.n;

/** A user who has paid for `plan` through Checkout, applied by the webhook. */
async function subscribedUser(plan: "start" | "pro" = "start") {
  const user = await userWithCheckout(h, plan);
  const session = h.stripe.completeCheckout(user.sessionId);
  const response = await deliver(h.t, stripeEvent("checkout.session.completed", session));
  expect(response.statusCode).toBe(200);
  return { ...user, subscriptionId: String(session.subscription) };
}

describe("signature", () => {
  it("accepts a correctly signed event and applies checkout.session.completed: the limit changes at once", async () => {
    const user = await userWithCheckout(h, "start");
    expect(await usageLimit(h.t, user.cookie)).toBe(3);
    const session = h.stripe.completeCheckout(user.sessionId);

    const response = await deliver(h.t, stripeEvent("checkout.session.completed", session));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: "applied" });
    expect(await planOf(h.t, user.userId)).toBe("start");
    expect(await usageLimit(h.t, user.cookie)).toBe(25);
    const [row] = await h.t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row).toMatchObject({ stripeSubscriptionId: session.subscription, subscriptionStatus: "active" });
  });

  it.each([
    ["a different secret", { secret: "whsec_wrong" }],
    ["a timestamp over five minutes old", { timestamp: Math.floor(Date.now() / 1000) - 301 }],
    ["a body changed after signing", { payload: "tampered" }],
  ])("refuses %s with 400 and changes nothing", async (_label, options) => {
    const user = await userWithCheckout(h, "pro");
    const session = h.stripe.completeCheckout(user.sessionId);
    const event = stripeEvent("checkout.session.completed", session);
    const tampered = "payload" in options ? { payload: JSON.stringify({ ...event, id: "evt_forged" }) } : options;

    const response = await deliver(h.t, event, tampered);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "BAD_REQUEST", message: "Invalid Stripe signature" });
    expect(await planOf(h.t, user.userId)).toBe("free");
    expect(await eventCount()).toBe(0);
  });

  it("refuses a request without a signature header", async () => {
    const response = await h.t.app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      payload: JSON.stringify(stripeEvent("customer.subscription.deleted", {})),
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers 503 naming STRIPE_WEBHOOK_SECRET when it is not set", async () => {
    const bare = await createTestApp();
    try {
      const response = await deliver(bare, stripeEvent("checkout.session.completed", {}));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: "The billing webhook isn't set up on this Rapport server yet",
        adminHint: "The billing webhook is not configured: set STRIPE_WEBHOOK_SECRET",
      });
    } finally {
      await bare.close();
    }
  });
});

describe("idempotency", () => {
  it("acknowledges a replayed event and changes nothing", async () => {
    const user = await userWithCheckout(h, "pro");
    const session = h.stripe.completeCheckout(user.sessionId);
    const event = stripeEvent("checkout.session.completed", session);
    await deliver(h.t, event);
    expect(await planOf(h.t, user.userId)).toBe("pro");

    // Were the replay applied, the subscription (cancelled since) would now downgrade the user.
    h.stripe.updateSubscription(String(session.subscription), { status: "canceled" });
    const requestsBefore = h.stripe.requests.length;
    const replay = await deliver(h.t, event);

    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await planOf(h.t, user.userId)).toBe("pro");
    expect(h.stripe.requests).toHaveLength(requestsBefore);
    expect(await eventCount()).toBe(1);
  });

  it("applies two simultaneous deliveries of one event once", async () => {
    const user = await userWithCheckout(h, "start");
    const event = stripeEvent("checkout.session.completed", h.stripe.completeCheckout(user.sessionId));
    const answers = await Promise.all([deliver(h.t, event), deliver(h.t, event)]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(["applied", "duplicate"]);
    expect(await eventCount()).toBe(1);
  });
});

describe("subscription events", () => {
  it("customer.subscription.updated moves the user to the new price's plan and limit", async () => {
    const user = await subscribedUser("start");
    const updated = h.stripe.updateSubscription(user.subscriptionId, { priceId: "price_pro" });
    const response = await deliver(h.t, stripeEvent("customer.subscription.updated", updated));
    expect(response.json().outcome).toBe("applied");
    expect(await planOf(h.t, user.userId)).toBe("pro");
    expect(await usageLimit(h.t, user.cookie)).toBe(100);
  });

  it("customer.subscription.deleted downgrades to Free with its limit", async () => {
    const user = await subscribedUser("pro");
    const cancelled = h.stripe.updateSubscription(user.subscriptionId, { status: "canceled" });
    await deliver(h.t, stripeEvent("customer.subscription.deleted", cancelled));
    expect(await planOf(h.t, user.userId)).toBe("free");
    expect(await usageLimit(h.t, user.cookie)).toBe(3);
    const [row] = await h.t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.subscriptionStatus).toBe("canceled");
  });

  it("an unpaid subscription drops to Free; a late, stale event cannot undo Stripe's current state", async () => {
    const user = await subscribedUser("pro");
    const stale = h.stripe.updateSubscription(user.subscriptionId, {});
    h.stripe.updateSubscription(user.subscriptionId, { status: "unpaid" });
    await deliver(h.t, stripeEvent("customer.subscription.updated", { ...stale, status: "unpaid" }));
    expect(await planOf(h.t, user.userId)).toBe("free");
    // The older event (still saying active) arrives last: the plan follows Stripe, not the event.
    await deliver(h.t, stripeEvent("customer.subscription.updated", stale));
    expect(await planOf(h.t, user.userId)).toBe("free");
  });

  it("an older subscription ending does not downgrade the current one", async () => {
    const user = await subscribedUser("start");
    await h.t.database.db.update(users).set({ stripeSubscriptionId: "sub_newer" }).where(eq(users.id, user.userId));
    const cancelled = h.stripe.updateSubscription(user.subscriptionId, { status: "canceled" });
    await deliver(h.t, stripeEvent("customer.subscription.deleted", cancelled));
    expect(await planOf(h.t, user.userId)).toBe("start");
  });

  it("never changes an Enterprise plan, and ignores events for unknown customers and other types", async () => {
    const user = await subscribedUser("start");
    await h.t.database.db.update(users).set({ plan: "unlimited" }).where(eq(users.id, user.userId));
    const cancelled = h.stripe.updateSubscription(user.subscriptionId, { status: "canceled" });
    await deliver(h.t, stripeEvent("customer.subscription.deleted", cancelled));
    expect(await planOf(h.t, user.userId)).toBe("unlimited");

    const stranger = await deliver(h.t, stripeEvent("customer.subscription.updated", { ...cancelled, customer: "cus_nobody", metadata: {} }));
    expect(stranger.json().outcome).toBe("ignored");
    const other = await deliver(h.t, stripeEvent("invoice.paid", { id: "in_1" }));
    expect(other.json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("answers 400 to a signed event whose object is not a subscription", async () => {
    const response = await deliver(h.t, stripeEvent("customer.subscription.updated", { id: "sub_1" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Malformed Stripe event: subscription");
  });
});
