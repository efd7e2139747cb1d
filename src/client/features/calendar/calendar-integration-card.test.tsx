import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CalendarStatus } from "@shared/calendar";
import { formatDateTime } from "@client/features/transcripts";
import { fullPageLoad } from "@client/lib/navigation";
import { resetToasts } from "@client/lib/toast";
import { deferred, json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { CalendarIntegrationCard } from "./calendar-integration-card";
import { bodiesSent, connectedStatus, disconnectedStatus, userRoute } from "@tests/client/calendar-data";

vi.mock("@client/lib/navigation", () => ({ fullPageLoad: vi.fn(), reloadPage: vi.fn() }));

beforeEach(() => vi.mocked(fullPageLoad).mockClear());
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

type Handler = Parameters<typeof stubFetch>[0][string];

function showCard(status: CalendarStatus | (() => CalendarStatus), routes: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({
    ...userRoute,
    "GET /api/calendar/status": () => json(typeof status === "function" ? status() : status),
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<CalendarIntegrationCard />, { path: "/settings/calendar" }) };
}

const google = () => within(screen.getByRole("region", { name: "Google Calendar" }));
const microsoft = () => within(screen.getByRole("region", { name: "Microsoft Outlook" }));
const providersShown = () => screen.findByRole("region", { name: "Google Calendar" });
const syncNow = () => screen.getByRole("button", { name: "Sync Now" });

describe("CalendarIntegrationCard, not connected", () => {
  it("offers Connect for Google and Microsoft, and no Sync Now or Disconnect", async () => {
    showCard(disconnectedStatus);
    expect(screen.getByRole("heading", { name: "Calendar Integration" })).toBeInTheDocument();
    await providersShown();
    expect(google().getByRole("button", { name: "Connect Google Calendar" })).toBeEnabled();
    expect(microsoft().getByRole("button", { name: "Connect Microsoft Outlook" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Sync Now" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Disconnect" })).not.toBeInTheDocument();
  });

  it.each([
    ["google", "Connect Google Calendar"],
    ["microsoft", "Connect Microsoft Outlook"],
  ] as const)("connects %s: sends the provider and opens the consent address", async (provider, button) => {
    const answer = deferred();
    const { fetchMock } = showCard(disconnectedStatus, { "POST /api/calendar/connect": () => answer.promise });
    await userEvent.click(await screen.findByRole("button", { name: button }));
    expect(await screen.findByRole("button", { name: /^Connecting\.\.\./ })).toBeDisabled();
    expect(bodiesSent(fetchMock, "POST", "/api/calendar/connect")).toEqual([{ provider }]);

    answer.resolve(json({ authUrl: `https://login.example.com/${provider}/authorize?state=s1` }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(`https://login.example.com/${provider}/authorize?state=s1`));
  });

  it.each([
    ["the server's message", () => json({ code: "NOT_CONFIGURED", message: "Google Calendar is not configured: set GOOGLE_CLIENT_ID" }, 503), "Google Calendar is not configured: set GOOGLE_CLIENT_ID"],
    ["the fallback without a message", () => new Response("", { status: 500 }), "Failed to connect calendar. Please try again."],
    ["the fallback without an authUrl", () => json({}), "Failed to connect calendar. Please try again."],
  ])("shows Connection failed with %s", async (_case, answer, description) => {
    showCard(disconnectedStatus, { "POST /api/calendar/connect": answer });
    await userEvent.click(await screen.findByRole("button", { name: "Connect Google Calendar" }));
    await expectToast("Connection failed", description);
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Connect Google Calendar" })).toBeEnabled();
  });
});

describe("CalendarIntegrationCard, connected", () => {
  it("shows Google connected with its last sync; Microsoft's button is disabled and reads Google Connected", async () => {
    showCard(connectedStatus());
    await providersShown();
    expect(google().getByText("Connected")).toBeInTheDocument();
    expect(google().getByText(`Last synced ${formatDateTime("2026-11-21T09:15:00.000Z")} · 4 sales meetings found`)).toBeInTheDocument();
    expect(google().getByRole("button", { name: "Sync Now" })).toBeEnabled();
    expect(google().getByRole("button", { name: "Disconnect" })).toBeEnabled();
    expect(microsoft().getByRole("button", { name: "Google Connected" })).toBeDisabled();
    expect(microsoft().queryByText("Connected")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Connect / })).not.toBeInTheDocument();
  });

  it("shows Microsoft connected the other way round", async () => {
    showCard(connectedStatus({ provider: "microsoft", lastSync: null, syncData: null }));
    await providersShown();
    expect(microsoft().getByText("Connected")).toBeInTheDocument();
    expect(microsoft().getByText("Not synced yet")).toBeInTheDocument();
    expect(microsoft().getByRole("button", { name: "Disconnect" })).toBeEnabled();
    expect(google().getByRole("button", { name: "Microsoft Connected" })).toBeDisabled();
  });

  it("Sync Now says how many meetings it found, and reads the status again", async () => {
    const answer = deferred();
    const { fetchMock } = showCard(connectedStatus(), { "POST /api/calendar/sync": () => answer.promise });
    await waitFor(() => expect(syncNow()).toBeEnabled());
    await userEvent.click(syncNow());
    expect(screen.getByRole("button", { name: "Syncing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Disconnect" })).toBeDisabled();

    answer.resolve(json({ success: true, salesMeetings: 3, totalEvents: 12 }));
    await expectToast("Calendar synced", "Found 3 meetings from 12 total events.");
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === "/api/calendar/status")).toHaveLength(2));
  });

  it.each([
    ["the answer's error", () => json({ success: false, error: "Google refused the refresh token" }), "Google refused the refresh token"],
    ["Sync failed when the answer gives no reason", () => json({ success: false }), "Sync failed"],
    ["the server's message", () => json({ code: "CONFLICT", message: "No calendar is connected." }, 409), "No calendar is connected."],
    ["Sync request failed without a message", () => new Response("", { status: 502 }), "Sync request failed"],
    ["the general fallback when the request fails", () => Promise.reject(new TypeError("Failed to fetch")), "Failed to sync calendar. Please try again."],
  ])("shows Sync failed with %s", async (_case, answer, description) => {
    showCard(connectedStatus(), { "POST /api/calendar/sync": answer });
    await waitFor(() => expect(syncNow()).toBeEnabled());
    await userEvent.click(syncNow());
    await expectToast("Sync failed", description);
  });

  it.each([
    ["google", "/api/calendar/disconnect"],
    ["microsoft", "/api/auth/microsoft/disconnect"],
  ] as const)("disconnects %s through %s, then offers Connect again", async (provider, url) => {
    let status = connectedStatus({ provider });
    const { fetchMock } = showCard(() => status, {
      [`POST ${url}`]: () => {
        status = disconnectedStatus;
        return json({ success: true });
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Disconnect" }));
    await expectToast("Calendar disconnected", "Your calendar is no longer connected.");
    expect(await screen.findByRole("button", { name: "Connect Google Calendar" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Connect Microsoft Outlook" })).toBeEnabled();
    expect(bodiesSent(fetchMock, "POST", url)).toHaveLength(1);
  });

  it.each([
    ["the server's message", () => json({ code: "INTERNAL", message: "Google did not revoke the token" }, 502), "Google did not revoke the token"],
    ["the answer's error", () => json({ success: false, error: "Token already revoked" }), "Token already revoked"],
    ["Disconnection failed. when the answer gives no reason", () => json({ success: false }), "Disconnection failed."],
    ["the fallback when the request fails", () => Promise.reject(new TypeError("Failed to fetch")), "Failed to disconnect calendar. Please try again."],
  ])("shows Disconnection failed with %s", async (_case, answer, description) => {
    showCard(connectedStatus(), { "POST /api/calendar/disconnect": answer });
    await userEvent.click(await screen.findByRole("button", { name: "Disconnect" }));
    await expectToast("Disconnection failed", description);
    expect(screen.getByRole("button", { name: "Disconnect" })).toBeEnabled();
  });

  it("reads no calendar status while signed out", async () => {
    const { fetchMock } = showCard(connectedStatus(), { "GET /api/auth/user": () => json({ code: "UNAUTHORIZED", message: "Sign in" }, 401) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/auth/user", expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/calendar/status")).toBe(false);
    expect(screen.getByText("Checking your calendar connection...")).toBeInTheDocument();
  });
});
