import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { sample } from "@tests/client/analytics-data";
import { AnalyticsPage } from "./analytics-page";

afterEach(() => vi.unstubAllGlobals());

const card = (title: string) => within(screen.getByRole("heading", { name: title }).parentElement!);

describe("AnalyticsPage", () => {
  it("shows the empty state when no call has been analysed", async () => {
    stubFetch({
      "GET /api/analytics/dashboard": () =>
        json({
          ...sample,
          totalCalls: 1,
          performanceTrends: [],
          callOutcomes: sample.callOutcomes.map((o) => ({ ...o, value: 0 })),
        }),
    });
    renderWithProviders(<AnalyticsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Sales Analytics" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No Analytics Data Available" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("shows the four cards with an hours-and-minutes duration and a coloured AI score", async () => {
    stubFetch({ "GET /api/analytics/dashboard": () => json(sample) });
    renderWithProviders(<AnalyticsPage />);
    await screen.findByRole("tablist");
    expect(card("Total Calls").getByText("44")).toBeInTheDocument();
    expect(card("Conversion Rate").getByText("58.2%")).toBeInTheDocument();
    expect(card("Average Duration").getByText("1h 5m")).toBeInTheDocument();
    expect(card("AI Score").getByText("8.1/10")).toHaveClass("text-green-700");
  });

  it("colours a middling score yellow and a low one red, and writes short durations in minutes", async () => {
    stubFetch({ "GET /api/analytics/dashboard": () => json({ ...sample, aiScore: 7.2, avgDuration: 754 }) });
    const { unmount } = renderWithProviders(<AnalyticsPage />);
    expect(await screen.findByText("7.2/10")).toHaveClass("text-yellow-700");
    expect(screen.getByText("13m")).toBeInTheDocument();
    unmount();
    stubFetch({ "GET /api/analytics/dashboard": () => json({ ...sample, aiScore: 6.4 }) });
    renderWithProviders(<AnalyticsPage />);
    expect(await screen.findByText("6.4/10")).toHaveClass("text-red-600");
  });

  it("lists each skill's score beside the radar, and says when a skill has no data", async () => {
    stubFetch({ "GET /api/analytics/dashboard": () => json(sample) });
    renderWithProviders(<AnalyticsPage />);
    await userEvent.click(await screen.findByRole("tab", { name: "Skills Analysis" }));
    const skills = await screen.findByRole("list", { name: "Skill scores" });
    expect(within(skills).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Discovery72/100",
      "Listening64/100",
      "Objection handlingNo data yet",
      "Value articulation55/100",
      "Next steps80/100",
      "Rapport68/100",
    ]);
  });

  it("has the five tabs, and the MEDDIC tab shows each criterion's percent", async () => {
    stubFetch({ "GET /api/analytics/dashboard": () => json(sample) });
    renderWithProviders(<AnalyticsPage />);
    const tabs = await screen.findByRole("tablist");
    expect(within(tabs).getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Performance Trends",
      "Skills Analysis",
      "MEDDIC Scorecard",
      "Call Outcomes",
      "Trackers",
    ]);
    expect(screen.getByRole("tab", { name: "Performance Trends" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "MEDDIC Scorecard" }));
    const scorecard = await screen.findByRole("list", { name: "MEDDIC scorecard" });
    expect(within(scorecard).getByRole("progressbar", { name: "Economic Buyer" })).toHaveAttribute("aria-valuenow", "30");
    expect(within(scorecard).getByText("90%")).toBeInTheDocument();
  });
});
