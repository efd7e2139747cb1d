import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { SettingsPage } from "./settings-page";
import { testUsage, testUser } from "@tests/client/settings-data";

afterEach(() => vi.unstubAllGlobals());

function showSettings(user = testUser()) {
  const fetchMock = stubFetch({
    "GET /api/auth/user": () => json(user),
    "GET /api/subscription": () => json({ plan: user.plan, status: null, salesEmail: "sales@rapport.app" }),
    "GET /api/usage/stats": () => json(testUsage({ current: 3, limit: 3, remaining: 0, percentUsed: 100, canCreate: false })),
    "GET /api/integrations/status": () =>
      json({
        integrations: [
          { id: "llm", name: "AI model", configured: false, description: "No AI model is set up on this Rapport server.", adminHint: "Set AI_PROVIDER." },
        ],
      }),
  });
  renderWithProviders(<SettingsPage />, { path: "/settings" });
  return fetchMock;
}

describe("SettingsPage", () => {
  it("has SPEC's five tabs in order, then Trackers (issue 18), with Plans open by default", async () => {
    showSettings();
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Plans", "Usage", "Account", "Integrations", "Notifications", "Trackers"]);
    expect(screen.getByRole("tab", { name: "Plans" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Free" })).toBeInTheDocument();
  });

  it("marks the user's actual plan as Current Plan", async () => {
    showSettings(testUser({ plan: "start" }));
    const starter = await screen.findByRole("region", { name: "Starter" });
    expect(within(starter).getByRole("button", { name: "Current Plan" })).toBeDisabled();
    expect(within(screen.getByRole("region", { name: "Free" })).queryByRole("button")).not.toBeInTheDocument();
  });

  it("loads usage only when the Usage tab opens, and its Upgrade Plan button goes back to Plans", async () => {
    const fetchMock = showSettings();
    const user = userEvent.setup();
    await screen.findAllByRole("tab");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/usage/stats")).toBe(false);

    await user.click(screen.getByRole("tab", { name: "Usage" }));
    expect(await screen.findByText("Recording limit reached")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upgrade Plan" }));
    expect(screen.getByRole("tab", { name: "Plans" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the account forms, the integrations and the notification toggles on their tabs", async () => {
    showSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Account" }));
    for (const heading of ["Profile Information", "Bot Configuration", "Security"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    await user.click(screen.getByRole("tab", { name: "Integrations" }));
    expect(screen.getByRole("heading", { name: "CRM Integration" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "On this Rapport server" })).toBeInTheDocument();
    expect(await screen.findByText("No AI model is set up on this Rapport server.")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Notifications" }));
    expect(screen.getByRole("button", { name: "Save Preferences" })).toBeInTheDocument();
  });
});
