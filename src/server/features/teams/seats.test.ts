import { afterEach, describe, expect, it } from "vitest";
import { billingHarness, deliver, stripeEvent, userWithCheckout, type BillingHarness } from "@tests/server/helpers/billing";
import { signUpUser } from "@tests/server/app";
import { tokenOf } from "@tests/server/helpers/teams";

let h: BillingHarness;
afterEach(async () => h?.close());

/** A Pro subscriber through the fake Stripe's checkout, and their subscription id. */
async function proSubscriber() {
  const user = await userWithCheckout(h, "pro");
  const session = h.stripe.completeCheckout(user.sessionId);
  expect((await deliver(h.t, stripeEvent("checkout.session.completed", session))).statusCode).toBe(200);
  return { ...user, subscriptionId: String(session.subscription) };
}

const quantity = (id: string) => h.stripe.subscriptions.get(id)?.items.data[0]?.quantity;

describe("seats follow the Stripe subscription (issue 17)", () => {
  it("the paying manager's subscription quantity is the member count as people join and leave", async () => {
    h = await billingHarness();
    const manager = await proSubscriber();
    const created = await h.t.app.inject({ method: "POST", url: "/api/teams", headers: { cookie: manager.cookie }, payload: { name: "Paid team" } });
    expect(created.statusCode).toBe(201);
    const teamId = created.json().team.id;
    expect(quantity(manager.subscriptionId)).toBe(1);

    const reps = [];
    for (const n of [1, 2]) {
      const email = `seat${n}-${Date.now()}@example.com`;
      const invited = await h.t.app.inject({ method: "POST", url: `/api/teams/${teamId}/invitations`, headers: { cookie: manager.cookie }, payload: { email } });
      const rep = await signUpUser(h.t.app, { email });
      const accepted = await h.t.app.inject({ method: "POST", url: `/api/invitations/${tokenOf(invited.json().inviteUrl)}/accept`, headers: { cookie: rep.cookie } });
      expect(accepted.statusCode).toBe(200);
      expect(quantity(manager.subscriptionId)).toBe(1 + n);
      reps.push(rep);
    }
    const updates = h.stripe.requests.filter((r) => r.method === "POST" && r.path.startsWith("/v1/subscriptions/"));
    expect(updates.map((r) => r.form["items[0][quantity]"])).toEqual(["2", "3"]);

    await h.t.app.inject({ method: "DELETE", url: `/api/teams/${teamId}/members/${reps[0]!.userId}`, headers: { cookie: manager.cookie } });
    expect(quantity(manager.subscriptionId)).toBe(2);
  });

  it("a Stripe outage does not undo the join; the next change catches up", async () => {
    h = await billingHarness();
    const manager = await proSubscriber();
    const teamId = (await h.t.app.inject({ method: "POST", url: "/api/teams", headers: { cookie: manager.cookie }, payload: { name: "T" } })).json().team.id;
    const email = `outage-${Date.now()}@example.com`;
    const invited = await h.t.app.inject({ method: "POST", url: `/api/teams/${teamId}/invitations`, headers: { cookie: manager.cookie }, payload: { email } });
    const rep = await signUpUser(h.t.app, { email });
    h.stripe.failWith(500);
    const accepted = await h.t.app.inject({ method: "POST", url: `/api/invitations/${tokenOf(invited.json().inviteUrl)}/accept`, headers: { cookie: rep.cookie } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().team.seats).toBe(2);
    expect(quantity(manager.subscriptionId)).toBe(1);
    h.stripe.failWith(null);
    const email2 = `later-${Date.now()}@example.com`;
    const invited2 = await h.t.app.inject({ method: "POST", url: `/api/teams/${teamId}/invitations`, headers: { cookie: manager.cookie }, payload: { email: email2 } });
    const rep2 = await signUpUser(h.t.app, { email: email2 });
    await h.t.app.inject({ method: "POST", url: `/api/invitations/${tokenOf(invited2.json().inviteUrl)}/accept`, headers: { cookie: rep2.cookie } });
    expect(quantity(manager.subscriptionId)).toBe(3);
  });
});
