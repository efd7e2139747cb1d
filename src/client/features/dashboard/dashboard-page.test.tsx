import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Insight } from "@shared/dashboard";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import type { TranscriptSummary } from "@client/features/transcripts";
import { DashboardPage } from "./dashboard-page";

afterEach(() => vi.unstubAllGlobals());

const transcript = (i: number): TranscriptSummary => ({
  id: `t${i}`,
  name: `Call ${i}`,
  status: "completed",
  failureReason: null,
  uploadedAt: new Date(Date.now() - i * 3_600_000).toISOString(),
  duration: 600,
  fileSize: 1000,
  source: "upload",
  meetingName: null,
  recordingUrl: null,
  preview: "Rep: Hello",
  contentLength: 10,
});

const insights: Insight[] = [
  { type: "warning", title: "Talk ratio above benchmark", description: "You talked 55% of the time over your last 5 calls." },
  { type: "positive", title: "Strong discovery questions", description: "You asked 12 questions per call." },
];

function stubDashboard(overrides: Record<string, () => Response> = {}) {
  return stubFetch({
    "GET /api/stats": () => json({ totalCalls: 6, conversionRate: 61.5, avgDuration: 1835, aiScore: 7.8 }),
    "GET /api/performance": () => json([]),
    "GET /api/insights": () => json(insights),
    "GET /api/usage/stats": () =>
      json({ plan: "unlimited", current: 6, limit: null, remaining: null, percentUsed: 0, canCreate: true }),
    "GET /api/transcripts": () => json([1, 2, 3, 4, 5, 6].map(transcript)),
    ...overrides,
  });
}

describe("DashboardPage", () => {
  it("has the header with Upload Transcript and the bell", async () => {
    stubDashboard();
    renderWithProviders(<DashboardPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload Transcript" })).toHaveAttribute("href", "/upload");
    expect(screen.getByRole("img", { name: "Notifications" })).toBeInTheDocument();
    expect(await screen.findByText("30m 35s")).toBeInTheDocument();
    expect(screen.getByText("61.5%")).toBeInTheDocument();
    expect(screen.getByText("7.8/10")).toBeInTheDocument();
  });

  it("lists the five newest transcripts with the fixed 8.5 score and a View All link", async () => {
    stubDashboard();
    renderWithProviders(<DashboardPage />);
    const list = await screen.findByRole("list", { name: "Recent transcripts" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Call 11 hour ago8.5",
      "Call 22 hours ago8.5",
      "Call 33 hours ago8.5",
      "Call 44 hours ago8.5",
      "Call 55 hours ago8.5",
    ]);
    expect(within(list).getByRole("link", { name: /Call 1/ })).toHaveAttribute("href", "/transcript/t1");
    expect(screen.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/recordings");
  });

  it("shows the coaching insights and opens analytics from View Detailed Insights", async () => {
    stubDashboard();
    renderWithProviders(<DashboardPage />);
    const list = await screen.findByRole("list", { name: "Coaching insights" });
    expect(within(list).getByText("Talk ratio above benchmark")).toBeInTheDocument();
    expect(within(list).getByText("You asked 12 questions per call.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Detailed Insights" })).toHaveAttribute("href", "/analytics");
  });

  it("shows the empty states of a new account", async () => {
    stubDashboard({
      "GET /api/stats": () => json({ totalCalls: 0, conversionRate: 0, avgDuration: 0, aiScore: 0 }),
      "GET /api/transcripts": () => json([]),
      "GET /api/insights": () =>
        json([{ type: "other", title: "Not enough calls yet", description: "Coaching insights need at least 3 analysed calls." }]),
    });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText("No transcripts yet")).toBeInTheDocument();
    expect(await screen.findByText("No analysed calls in the last 7 days yet.")).toBeInTheDocument();
    expect(await screen.findByText("Not enough calls yet")).toBeInTheDocument();
    expect(screen.getByText("0m 0s")).toBeInTheDocument();
  });

  it("offers three ranges that never change the performance request", async () => {
    const fetchMock = stubDashboard();
    renderWithProviders(<DashboardPage />);
    const range = screen.getByRole("combobox", { name: "Performance range" });
    expect(within(range).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Last 7 days",
      "Last 30 days",
      "Last 90 days",
    ]);
    expect(range).toHaveValue("7");
    await screen.findByText("No analysed calls in the last 7 days yet.");
    await userEvent.selectOptions(range, "Last 90 days");
    expect(range).toHaveValue("90");
    const performanceCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/performance"));
    await waitFor(() => expect(performanceCalls()).toHaveLength(1));
    expect(String(performanceCalls()[0]![0])).toBe("/api/performance");
  });

  it("shows the usage alert when the plan is nearly used up", async () => {
    stubDashboard({
      "GET /api/usage/stats": () => json({ plan: "free", current: 3, limit: 3, remaining: 0, percentUsed: 100, canCreate: false }),
    });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText("Recording limit reached")).toBeInTheDocument();
  });
});
