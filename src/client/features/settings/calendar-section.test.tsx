import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsPage } from "./settings-page";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { connectedStatus, signedInUser, userRoute } from "@tests/client/calendar-data";

afterEach(() => vi.unstubAllGlobals());

describe("Settings › Integrations", () => {
  it("shows Calendar Integration and Automatic Bot Scheduling above CRM Integration and the server's integrations, with a link to /settings/calendar", async () => {
    stubFetch({
      ...userRoute,
      "GET /api/subscription": () => json({ plan: signedInUser.plan, status: null, salesEmail: "sales@rapport.app" }),
      "GET /api/calendar/status": () => json(connectedStatus({ provider: "microsoft" })),
      "GET /api/calendar/auto-schedule": () => json({ enabled: true }),
      "GET /api/integrations/status": () => json({ integrations: [] }),
    });
    renderWithProviders(<SettingsPage />, { path: "/settings" });
    await userEvent.click(await screen.findByRole("tab", { name: "Integrations" }));

    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Calendar Integration", "Automatic Bot Scheduling", "CRM Integration", "On this Rapport server"]);
    expect(await screen.findByRole("button", { name: "Microsoft Connected" })).toBeDisabled();
    expect(await screen.findByText("Auto-Scheduling Active")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Calendar settings and permissions" })).toHaveAttribute("href", "/settings/calendar");
  });
});
