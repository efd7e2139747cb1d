import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { CalendarStatus } from "@shared/calendar";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { CalendarSettingsPage } from "./calendar-settings-page";
import { connectedStatus, disconnectedStatus, userRoute } from "@tests/client/calendar-data";

afterEach(() => vi.unstubAllGlobals());

function showPage(status: CalendarStatus, autoSchedule = false) {
  stubFetch({
    ...userRoute,
    "GET /api/calendar/status": () => json(status),
    "GET /api/calendar/auto-schedule": () => json({ enabled: autoSchedule }),
  });
  renderWithProviders(<CalendarSettingsPage />, { path: "/settings/calendar" });
}

describe("CalendarSettingsPage", () => {
  it("links Back to Settings and shows the calendar card and Permissions & Privacy", async () => {
    showPage(disconnectedStatus);
    expect(screen.getByRole("link", { name: "Back to Settings" })).toHaveAttribute("href", "/settings");
    expect(await screen.findByRole("button", { name: "Connect Google Calendar" })).toBeInTheDocument();

    const privacy = within(screen.getByRole("region", { name: "Permissions & Privacy" }));
    for (const permission of ["Calendar Read Access", "Event Creation (optional)", "Profile Information"]) {
      expect(privacy.getByText(permission)).toBeInTheDocument();
    }
    expect(
      privacy.getByText(/only access the calendar data needed for meeting analysis\. It is encrypted, and it is never shared\s+with third parties\./),
    ).toBeInTheDocument();
  });

  it("has no Sync Settings while not connected", async () => {
    showPage(disconnectedStatus);
    await screen.findByRole("button", { name: "Connect Google Calendar" });
    expect(screen.queryByRole("region", { name: "Sync Settings" })).not.toBeInTheDocument();
  });

  it("shows Sync Settings with its two disabled toggles when connected", async () => {
    showPage(connectedStatus({ syncEnabled: true }), false);
    const sync = within(await screen.findByRole("region", { name: "Sync Settings" }));
    const detection = sync.getByRole("switch", { name: "Automatic Meeting Detection" });
    const autoDeploy = sync.getByRole("switch", { name: "Auto-deploy Recording Bots" });
    expect(detection).toBeDisabled();
    expect(autoDeploy).toBeDisabled();
    expect(detection).toHaveAttribute("aria-checked", "true");
    expect(autoDeploy).toHaveAttribute("aria-checked", "false");
    expect(screen.getByRole("button", { name: "Sync Now" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Disconnect" })).toBeInTheDocument();
  });

  it("shows Auto-deploy Recording Bots on when automatic scheduling is on", async () => {
    showPage(connectedStatus(), true);
    const sync = within(await screen.findByRole("region", { name: "Sync Settings" }));
    expect(await sync.findByRole("switch", { name: "Auto-deploy Recording Bots", checked: true })).toBeDisabled();
  });
});
