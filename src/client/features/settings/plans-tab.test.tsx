import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fullPageLoad } from "@client/lib/navigation";
import { resetToasts } from "@client/lib/toast";
import { deferred, json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { PlansTab } from "./plans-tab";

vi.mock("@client/lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

const subscription = { plan: "free", status: null, salesEmail: "sales@rapport.app" };
const card = (name: string) => screen.getByRole("region", { name });

beforeEach(() => vi.mocked(fullPageLoad).mockClear());
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("PlansTab", () => {
  it("shows the four plans with prices, Current Plan on the user's plan, Upgrade and Contact Sales", async () => {
    stubFetch({ "GET /api/subscription": () => json(subscription) });
    renderWithProviders(<PlansTab currentPlan="free" />);

    for (const [name, price] of [["Free", "$0 per month"], ["Starter", "$39 per month"], ["Pro", "$79 per month"], ["Enterprise", "Custom pricing"]]) {
      expect(within(card(name!)).getByText(price!)).toBeInTheDocument();
    }
    expect(within(card("Free")).getByRole("button", { name: "Current Plan" })).toBeDisabled();
    expect(within(card("Starter")).getByRole("button", { name: "Upgrade" })).toBeEnabled();
    expect(within(card("Pro")).getByRole("button", { name: "Upgrade" })).toBeEnabled();
    const contact = await within(card("Enterprise")).findByRole("link", { name: "Contact Sales" });
    expect(contact).toHaveAttribute("href", "mailto:sales@rapport.app?subject=Rapport%20Enterprise%20plan");
    expect(screen.getByRole("button", { name: "Refresh Status" })).toBeEnabled();
  });

  it("marks a Pro user's plan and offers the switch down to Starter", () => {
    stubFetch({ "GET /api/subscription": () => json({ ...subscription, plan: "pro" }) });
    renderWithProviders(<PlansTab currentPlan="pro" />);
    expect(within(card("Pro")).getByRole("button", { name: "Current Plan" })).toBeDisabled();
    expect(within(card("Starter")).getByRole("button", { name: "Switch to Starter" })).toBeEnabled();
    expect(within(card("Free")).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows Processing... on the chosen plan while pending, then opens the checkout address", async () => {
    const answer = deferred();
    const fetchMock = stubFetch({
      "GET /api/subscription": () => json(subscription),
      "POST /api/subscription/create": () => answer.promise,
    });
    renderWithProviders(<PlansTab currentPlan="free" />);
    await userEvent.click(within(card("Pro")).getByRole("button", { name: "Upgrade" }));

    expect(await within(card("Pro")).findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(within(card("Starter")).getByRole("button", { name: "Upgrade" })).toBeDisabled();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/subscription/create");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ plan: "pro" });

    answer.resolve(json({ checkoutUrl: "https://checkout.stripe.com/c/pay/cs_1" }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_1"));
    expect(within(card("Pro")).getByRole("button", { name: "Processing..." })).toBeDisabled();
  });

  it("shows the upgrade-failed toast with the server's message, e.g. billing not configured", async () => {
    const message = "Billing isn't set up on this Rapport server yet";
    stubFetch({
      "GET /api/subscription": () => json(subscription),
      "POST /api/subscription/create": () => json({ code: "NOT_CONFIGURED", message }, 503),
    });
    renderWithProviders(<PlansTab currentPlan="free" />);
    await userEvent.click(within(card("Starter")).getByRole("button", { name: "Upgrade" }));
    await expectToast("Upgrade failed", message);
    expect(within(card("Starter")).getByRole("button", { name: "Upgrade" })).toBeEnabled();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it("falls back to the spec's text when the failure carries no message", async () => {
    stubFetch({
      "GET /api/subscription": () => json(subscription),
      "POST /api/subscription/create": () => new Response("", { status: 502, statusText: "Bad Gateway" }),
    });
    renderWithProviders(<PlansTab currentPlan="free" />);
    await userEvent.click(within(card("Starter")).getByRole("button", { name: "Upgrade" }));
    await expectToast("Upgrade failed", "Failed to start upgrade process. Please try again.");
  });

  it("shows the Error toast when the answer has no checkout URL", async () => {
    stubFetch({
      "GET /api/subscription": () => json(subscription),
      "POST /api/subscription/create": () => json({}),
    });
    renderWithProviders(<PlansTab currentPlan="free" />);
    await userEvent.click(within(card("Pro")).getByRole("button", { name: "Upgrade" }));
    await expectToast("Error", "Unable to start checkout process. Please try again.");
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it("Refresh Status re-reads the subscription, says so, and reads the current user and usage again", async () => {
    const answer = deferred();
    const fetchMock = stubFetch({
      "GET /api/subscription": () => json(subscription),
      "POST /api/subscription/refresh": () => answer.promise,
    });
    const { client } = renderWithProviders(<PlansTab currentPlan="free" />);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await userEvent.click(screen.getByRole("button", { name: "Refresh Status" }));
    expect(await screen.findByRole("button", { name: "Refreshing..." })).toBeDisabled();

    answer.resolve(json({ ...subscription, plan: "pro", status: "active" }));
    await expectToast("Subscription status refreshed", "You are on the Pro plan.");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/auth/user"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/usage/stats"] });
    expect(fetchMock).toHaveBeenCalledWith("/api/subscription/refresh", expect.objectContaining({ method: "POST" }));
  });

  it("shows the server's message when Refresh Status fails", async () => {
    stubFetch({
      "GET /api/subscription": () => json(subscription),
      "POST /api/subscription/refresh": () =>
        json({ code: "NOT_CONFIGURED", message: "Billing is not configured: set STRIPE_SECRET_KEY" }, 503),
    });
    renderWithProviders(<PlansTab currentPlan="free" />);
    await userEvent.click(screen.getByRole("button", { name: "Refresh Status" }));
    await expectToast("Refresh failed", "Billing is not configured: set STRIPE_SECRET_KEY");
  });

  it("on return from a paid checkout, refreshes quietly and removes ?checkout from the address", async () => {
    window.history.replaceState(null, "", "/settings?checkout=success&tab=x");
    const fetchMock = stubFetch({
      "GET /api/subscription": () => json(subscription),
      "POST /api/subscription/refresh": () => json({ ...subscription, plan: "start", status: "active" }),
    });
    const { client } = renderWithProviders(<PlansTab currentPlan="free" />);
    await waitFor(() => expect(client.getQueryData(["/api/subscription"])).toMatchObject({ plan: "start" }));
    expect(fetchMock).toHaveBeenCalledWith("/api/subscription/refresh", expect.objectContaining({ method: "POST" }));
    expect(window.location.search).toBe("?tab=x");
    expect(document.querySelector('ol li[data-state="open"]')).toBeNull();
  });
});
