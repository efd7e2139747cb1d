import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { IntegrationsStatus } from "@shared/integrations";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { ServerIntegrationsCard } from "./server-integrations-card";

afterEach(() => vi.unstubAllGlobals());

const status: IntegrationsStatus = {
  integrations: [
    {
      id: "google_sign_in",
      name: "Google sign-in",
      configured: true,
      description: "People can sign in with their Google account.",
      adminHint: null,
    },
    {
      id: "billing",
      name: "Billing (Stripe)",
      configured: false,
      description: "Billing isn't set up on this Rapport server yet",
      adminHint: "Set STRIPE_SECRET_KEY and STRIPE_PRICE_PRO (from your Stripe account).",
    },
  ],
};

const row = (name: string) => screen.getByText(name, { selector: "p" }).closest("li") as HTMLElement;

describe("ServerIntegrationsCard", () => {
  it("lists what this server is set up with in plain words, and says which settings the administrator adds", async () => {
    stubFetch({ "GET /api/integrations/status": () => json(status) });
    renderWithProviders(<ServerIntegrationsCard />);
    expect(screen.getByRole("heading", { name: "On this Rapport server" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Server integrations" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);

    expect(within(row("Google sign-in")).getByText("Set up")).toBeInTheDocument();
    expect(within(row("Google sign-in")).getByText("People can sign in with their Google account.")).toBeInTheDocument();
    expect(within(row("Google sign-in")).queryByText(/administrator/)).not.toBeInTheDocument();

    const billing = row("Billing (Stripe)");
    expect(within(billing).getByText("Not set up")).toBeInTheDocument();
    expect(within(billing).getByText("Billing isn't set up on this Rapport server yet")).toBeInTheDocument();
    expect(billing).toHaveTextContent("For your administrator: Set STRIPE_SECRET_KEY and STRIPE_PRICE_PRO (from your Stripe account).");
  });

  it("says so when the list cannot be loaded", async () => {
    stubFetch({ "GET /api/integrations/status": () => json({ code: "INTERNAL", message: "Something went wrong" }, 500) });
    renderWithProviders(<ServerIntegrationsCard />);
    expect(await screen.findByText("Unable to load this server's integrations.")).toBeInTheDocument();
  });
});
