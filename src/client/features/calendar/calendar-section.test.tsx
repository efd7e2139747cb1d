import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsPage } from "@client/features/settings/settings-page";
import { json, stubFetch } from "@client/test/fetch-stub";
import { renderWithProviders } from "@client/test/render";
import { connectedStatus, signedInUser, userRoute } from "./test-data";

afterEach(() => vi.unstubAllGlobals());

describe("Settings › Integrations", () => {
  it("shows Calendar Integration and Automatic Bot Scheduling above CRM Integration, with a link to /settings/calendar", async () => {
    stubFetch({
      ...userRoute,
      "GET /api/subscription": () => json({ plan: signedInUser.plan, status: null, salesEmail: "sales@rapport.app" }),
      "GET /api/calendar/status": () => json(connectedStatus({ provider: "microsoft" })),
      "GET /api/calendar/auto-schedule": () => json({ enabled: true }),
    });
    renderWithProviders(<SettingsPage />, { path: "/settings" });
    await userEvent.click(await screen.findByRole("tab", { name: "Integrations" }));

    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Calendar Integration", "Automatic Bot Scheduling", "CRM Integration"]);
    expect(await screen.findByRole("button", { name: "Microsoft Connected" })).toBeDisabled();
    expect(await screen.findByText("Auto-Scheduling Active")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Calendar settings and permissions" })).toHaveAttribute("href", "/settings/calendar");
  });
});
