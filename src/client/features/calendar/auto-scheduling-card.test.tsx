import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CalendarStatus } from "@shared/calendar";
import { resetToasts } from "@client/lib/toast";
import { deferred, json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { AutoSchedulingCard } from "./auto-scheduling-card";
import { bodiesSent, connectedStatus, disconnectedStatus, userRoute } from "@tests/client/calendar-data";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Handler = Parameters<typeof stubFetch>[0][string];

function showCard(status: CalendarStatus, enabled: boolean, routes: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({
    ...userRoute,
    "GET /api/calendar/status": () => json(status),
    "GET /api/calendar/auto-schedule": () => json({ enabled }),
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<AutoSchedulingCard />, { path: "/settings" }) };
}

const toggle = () => screen.getByRole("switch", { name: "Schedule bots automatically" });
const runNow = () => screen.getByRole("button", { name: "Run Auto-Scheduling Now" });

describe("AutoSchedulingCard", () => {
  it("warns Calendar Connection Required and disables the switch while no calendar is connected", async () => {
    showCard(disconnectedStatus, true);
    expect(screen.getByRole("heading", { name: "Automatic Bot Scheduling" })).toBeInTheDocument();
    expect(await screen.findByText("Calendar Connection Required")).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
    expect(runNow()).toBeDisabled();
    expect(screen.queryByText("Auto-Scheduling Active")).not.toBeInTheDocument();
  });

  it("lets a connected user switch it on when it is off, with no banner", async () => {
    showCard(connectedStatus(), false);
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(toggle()).toHaveAttribute("aria-checked", "false");
    expect(screen.queryByText("Calendar Connection Required")).not.toBeInTheDocument();
    expect(screen.queryByText("Auto-Scheduling Active")).not.toBeInTheDocument();
    expect(runNow()).toBeDisabled();
  });

  it("shows Auto-Scheduling Active when connected and on", async () => {
    showCard(connectedStatus(), true);
    expect(await screen.findByText("Auto-Scheduling Active")).toBeInTheDocument();
    expect(toggle()).toHaveAttribute("aria-checked", "true");
    expect(runNow()).toBeEnabled();
  });

  it("saves the new value, disabled while saving, then says Auto-scheduling updated and shows it on", async () => {
    const answer = deferred();
    const { fetchMock } = showCard(connectedStatus(), false, { "POST /api/calendar/auto-schedule": () => answer.promise });
    await waitFor(() => expect(toggle()).toBeEnabled());
    await userEvent.click(toggle());

    expect(toggle()).toBeDisabled();
    expect(screen.getByText("Saving...")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "POST", "/api/calendar/auto-schedule")).toEqual([{ enabled: true }]);

    answer.resolve(json({ enabled: true }));
    await expectToast("Auto-scheduling updated", "The AI bot will be scheduled for upcoming meetings with a video link.");
    expect(toggle()).toHaveAttribute("aria-checked", "true");
    expect(toggle()).toBeEnabled();
    expect(screen.getByText("Auto-Scheduling Active")).toBeInTheDocument();
  });

  it("switches it off", async () => {
    const { fetchMock } = showCard(connectedStatus(), true, { "POST /api/calendar/auto-schedule": () => json({ enabled: false }) });
    await screen.findByText("Auto-Scheduling Active");
    await userEvent.click(toggle());
    await expectToast("Auto-scheduling updated", "Bots will no longer be scheduled automatically.");
    expect(toggle()).toHaveAttribute("aria-checked", "false");
    expect(screen.queryByText("Auto-Scheduling Active")).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "POST", "/api/calendar/auto-schedule")).toEqual([{ enabled: false }]);
  });

  it.each([
    ["the server's message", () => json({ code: "CONFLICT", message: "Connect a calendar first." }, 409), "Connect a calendar first."],
    ["the fallback", () => Promise.reject(new TypeError("Failed to fetch")), "An error occurred while updating your auto-scheduling preferences."],
  ])("keeps the saved value when the update fails, with %s", async (_case, answer, description) => {
    showCard(connectedStatus(), false, { "POST /api/calendar/auto-schedule": answer });
    await waitFor(() => expect(toggle()).toBeEnabled());
    await userEvent.click(toggle());
    await expectToast("Failed to update auto-scheduling", description);
    expect(toggle()).toHaveAttribute("aria-checked", "false");
    expect(toggle()).toBeEnabled();
  });

  it("runs auto-scheduling now, shows its message, and reads meetings, events and the setting again", async () => {
    const { client } = showCard(connectedStatus(), true, {
      "POST /api/calendar/auto-schedule/trigger": () => json({ message: "Scheduled bots for 2 of 5 upcoming meetings." }),
    });
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await waitFor(() => expect(runNow()).toBeEnabled());
    await userEvent.click(runNow());
    await expectToast("Auto-scheduling triggered", "Scheduled bots for 2 of 5 upcoming meetings.");
    for (const key of ["/api/meetings", "/api/calendar/events", "/api/calendar/auto-schedule"]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: [key] });
    }
  });

  it("says so when triggering fails", async () => {
    showCard(connectedStatus(), true, { "POST /api/calendar/auto-schedule/trigger": () => new Response("", { status: 500 }) });
    await waitFor(() => expect(runNow()).toBeEnabled());
    await userEvent.click(runNow());
    await expectToast("Failed to trigger auto-scheduling", "An error occurred while triggering automatic scheduling.");
  });
});
