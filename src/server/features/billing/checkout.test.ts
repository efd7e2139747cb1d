import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { STRIPE_API_VERSION } from "../../integrations/stripe/client";
import { createTestApp, signUpUser } from "@tests/server/app";
import { billingHarness, planOf, STRIPE, usageLimit, userWithCheckout, type BillingHarness } from "@tests/server/helpers/billing";

let h: BillingHarness;
beforeEach(async () => {
  h = await billingHarness();
});
afterEach(async () => h.close());

const create = (cookie: string, payload: unknown) =>
  h.t.app.inject({ method: "POST", url: "/api/subscription/create", payload: payload as object, headers: { cookie } });

describe("POST /api/subscription/create", () => {
  it("creates a Stripe customer and a Checkout session for the plan's price, and answers its address", async () => {
    const { cookie, userId, email } = await signUpUser(h.t.app);
    const response = await create(cookie, { plan: "pro" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/) });
    const [customer, checkout] = h.stripe.requests;
    expect(customer).toMatchObject({ method: "POST", path: "/v1/customers", form: { email, "metadata[user_id]": userId } });
    expect(customer!.headers["idempotency-key"]).toBe(`customer-${userId}`);
    expect(checkout!.headers.authorization).toBe(`Bearer ${STRIPE.STRIPE_SECRET_KEY}`);
    // Every request pins the API version, whatever the account's default is.
    expect(h.stripe.requests.map((r) => r.headers["stripe-version"])).toEqual([STRIPE_API_VERSION, STRIPE_API_VERSION]);
    expect(checkout).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      form: {
        mode: "subscription",
        customer: "cus_1",
        client_reference_id: userId,
        "line_items[0][price]": "price_pro",
        "line_items[0][quantity]": "1",
        success_url: "http://localhost:80/settings?checkout=success",
        cancel_url: "http://localhost:80/settings?checkout=cancelled",
        "subscription_data[metadata][user_id]": userId,
      },
    });
    const [row] = await h.t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.stripeCustomerId).toBe("cus_1");
    // Nothing is paid yet: the plan changes only when Stripe says so.
    expect(row!.plan).toBe("free");
  });

  it("reuses the customer on a second attempt", async () => {
    const { cookie } = await signUpUser(h.t.app);
    await create(cookie, { plan: "start" });
    await create(cookie, { plan: "start" });
    expect(h.stripe.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(1);
    expect(h.stripe.requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(2);
  });

  it("moves an existing subscription to the new price instead of opening a second one", async () => {
    const user = await userWithCheckout(h, "start");
    h.stripe.completeCheckout(user.sessionId);
    await h.t.app.inject({ method: "POST", url: "/api/subscription/refresh", headers: { cookie: user.cookie } });
    expect(await planOf(h.t, user.userId)).toBe("start");

    const response = await create(user.cookie, { plan: "pro" });
    expect(response.json()).toEqual({ checkoutUrl: "http://localhost:80/settings?checkout=updated" });
    expect(h.stripe.requests.at(-1)).toMatchObject({ method: "POST", form: { "items[0][price]": "price_pro" } });
    expect(h.stripe.requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(1);
    expect(await planOf(h.t, user.userId)).toBe("pro");
    expect(await usageLimit(h.t, user.cookie)).toBe(100);
  });

  it("refuses the plan the user already has, and any change to Enterprise", async () => {
    const { cookie, userId } = await signUpUser(h.t.app);
    await h.t.database.db.update(users).set({ plan: "start" }).where(eq(users.id, userId));
    const same = await create(cookie, { plan: "start" });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe("You are already on the Starter plan.");
    await h.t.database.db.update(users).set({ plan: "unlimited" }).where(eq(users.id, userId));
    expect((await create(cookie, { plan: "pro" })).statusCode).toBe(409);
    expect(h.stripe.requests).toHaveLength(0);
  });

  it.each([
    [{ plan: "unlimited" }, "Plan must be start or pro"],
    [{ plan: "free" }, "Plan must be start or pro"],
    [{}, "Plan must be start or pro"],
    [{ plan: "pro", coupon: "FREE" }, "Unknown field: coupon"],
  ])("refuses %j with 400 '%s' and calls no Stripe", async (payload, message) => {
    const { cookie } = await signUpUser(h.t.app);
    const response = await create(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "BAD_REQUEST", message });
    expect(h.stripe.requests).toHaveLength(0);
  });

  it("answers 401 without a session", async () => {
    const response = await h.t.app.inject({ method: "POST", url: "/api/subscription/create", payload: { plan: "pro" } });
    expect(response.statusCode).toBe(401);
  });

  it("passes on a Stripe refusal of the key as 503 naming the setting", async () => {
    // A second app empties the shared test database, so this test uses that app alone.
    const wrongKey = await createTestApp({ ...STRIPE, STRIPE_SECRET_KEY: "sk_wrong", STRIPE_API_BASE: h.stripe.url });
    try {
      const user = await signUpUser(wrongKey.app);
      const refused = await wrongKey.app.inject({
        method: "POST",
        url: "/api/subscription/create",
        payload: { plan: "pro" },
        headers: { cookie: user.cookie },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        code: "NOT_CONFIGURED",
        message: "Billing isn't set up on this Rapport server yet",
        adminHint: "Billing is misconfigured: Stripe refused STRIPE_SECRET_KEY",
      });
    } finally {
      await wrongKey.close();
    }
  });

  it("passes on other Stripe failures with Stripe's message", async () => {
    const { cookie } = await signUpUser(h.t.app);
    h.stripe.failWith(500);
    const down = await create(cookie, { plan: "pro" });
    expect(down.statusCode).toBe(500);
    expect(down.json().message).toBe("Stripe could not complete the request: Something went wrong on Stripe's side");
    // The SDK tried three times (maxNetworkRetries 2) before giving up.
    expect(h.stripe.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(3);
  });

  it("rides out a transient Stripe failure by retrying with the same idempotency key", async () => {
    const { cookie } = await signUpUser(h.t.app);
    h.stripe.failWith(500, 1);
    const response = await create(cookie, { plan: "pro" });
    expect(response.statusCode).toBe(200);
    const attempts = h.stripe.requests.filter((r) => r.path === "/v1/customers");
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.headers["idempotency-key"]).toBe(attempts[0]!.headers["idempotency-key"]);
  });
});

describe("without Stripe configured", () => {
  it("answers 503 in plain words, naming the missing settings only in the admin hint, for upgrade and refresh", async () => {
    const bare = await createTestApp();
    try {
      const { cookie } = await signUpUser(bare.app);
      const upgrade = await bare.app.inject({ method: "POST", url: "/api/subscription/create", payload: { plan: "start" }, headers: { cookie } });
      expect(upgrade.statusCode).toBe(503);
      expect(upgrade.json()).toEqual({
        code: "NOT_CONFIGURED",
        message: "Billing isn't set up on this Rapport server yet",
        adminHint: "Billing is not configured: set STRIPE_SECRET_KEY and STRIPE_PRICE_START",
      });
      const refresh = await bare.app.inject({ method: "POST", url: "/api/subscription/refresh", headers: { cookie } });
      expect(refresh.statusCode).toBe(503);
      expect(refresh.json()).toMatchObject({ message: "Billing isn't set up on this Rapport server yet", adminHint: "Billing is not configured: set STRIPE_SECRET_KEY" });
    } finally {
      await bare.close();
    }
  });

  it("names only the price that is missing", async () => {
    const partial = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PRICE_START: "price_start" });
    try {
      const { cookie } = await signUpUser(partial.app);
      const response = await partial.app.inject({ method: "POST", url: "/api/subscription/create", payload: { plan: "pro" }, headers: { cookie } });
      expect(response.statusCode).toBe(503);
      expect(response.json().adminHint).toBe("Billing is not configured: set STRIPE_PRICE_PRO");
    } finally {
      await partial.close();
    }
  });
});

describe("GET /api/subscription and Refresh Status", () => {
  it("answers the plan, the subscription status and the sales address", async () => {
    const { cookie } = await signUpUser(h.t.app);
    const response = await h.t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } });
    expect(response.json()).toEqual({ plan: "free", status: null, salesEmail: "sales@rapport.app" });
  });

  it("re-reads the subscription from Stripe when no webhook arrived, and the limit follows at once", async () => {
    const user = await userWithCheckout(h, "pro");
    h.stripe.completeCheckout(user.sessionId);
    expect(await usageLimit(h.t, user.cookie)).toBe(3);

    const refresh = await h.t.app.inject({ method: "POST", url: "/api/subscription/refresh", headers: { cookie: user.cookie } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json()).toEqual({ plan: "pro", status: "active", salesEmail: "sales@rapport.app" });
    expect(await usageLimit(h.t, user.cookie)).toBe(100);
    expect(h.stripe.requests.at(-1)!.path).toBe("/v1/subscriptions?customer=cus_1&status=all&limit=20");
  });

  it("goes back to Free when the only subscription was cancelled, and leaves a user without a customer alone", async () => {
    const user = await userWithCheckout(h, "start");
    const session = h.stripe.completeCheckout(user.sessionId);
    await h.t.app.inject({ method: "POST", url: "/api/subscription/refresh", headers: { cookie: user.cookie } });
    h.stripe.updateSubscription(String(session.subscription), { status: "canceled" });
    const refresh = await h.t.app.inject({ method: "POST", url: "/api/subscription/refresh", headers: { cookie: user.cookie } });
    expect(refresh.json()).toMatchObject({ plan: "free", status: "canceled" });

    const other = await signUpUser(h.t.app);
    const before = h.stripe.requests.length;
    const untouched = await h.t.app.inject({ method: "POST", url: "/api/subscription/refresh", headers: { cookie: other.cookie } });
    expect(untouched.json()).toMatchObject({ plan: "free", status: null });
    expect(h.stripe.requests).toHaveLength(before);
  });
});
