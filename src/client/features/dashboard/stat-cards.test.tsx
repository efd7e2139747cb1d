import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import type { DashboardStats } from "@shared/dashboard";
import { StatCards } from "./stat-cards";

const NOTHING_TO_COMPARE = { totalCalls: null, conversionRate: null, avgDuration: null, aiScore: null };
const stats: DashboardStats = {
  totalCalls: 42,
  conversionRate: 63.4,
  avgDuration: 754,
  aiScore: 7.5,
  vsLastMonth: { totalCalls: 50, conversionRate: 6.3, avgDuration: -10, aiScore: 0 },
};
const card = (title: string) => within(screen.getByRole("heading", { name: title }).parentElement!);

describe("StatCards", () => {
  it("shows the four figures with the user's own changes, green when up, red when down", () => {
    render(<StatCards stats={stats} />);
    const expected = [
      ["Total Calls", "42", "+50%", "text-green-700"],
      ["Conversion Rate", "63.4%", "+6.3 pts", "text-green-700"],
      ["Avg Call Duration", "12m 34s", "-10%", "text-red-700"],
      ["AI Score", "7.5/10", "0", "text-muted-foreground"],
    ] as const;
    for (const [title, value, change, colour] of expected) {
      expect(card(title).getByText(value)).toBeInTheDocument();
      const changeText = card(title).getByText(change);
      expect(changeText).toHaveClass(colour);
      expect(changeText.parentElement).toHaveTextContent(`${change} vs last month`);
    }
  });

  it("never shows the original's invented figures", () => {
    render(<StatCards stats={stats} />);
    for (const invented of ["+12%", "+3.2%", "-2.1%", "+0.8"]) expect(screen.queryByText(invented)).not.toBeInTheDocument();
  });

  it("says there is no data last month, without a change, on a new account", () => {
    render(<StatCards stats={{ totalCalls: 0, conversionRate: 0, avgDuration: 0, aiScore: 0, vsLastMonth: NOTHING_TO_COMPARE }} />);
    expect(screen.getAllByText("no data last month")).toHaveLength(4);
    expect(screen.queryByText(/vs last month/)).not.toBeInTheDocument();
    expect(card("Avg Call Duration").getByText("0m 0s")).toBeInTheDocument();
    expect(card("AI Score").getByText("0/10")).toBeInTheDocument();
  });

  it("shows a dash until the figures arrive", () => {
    render(<StatCards stats={undefined} />);
    expect(screen.getAllByText("—")).toHaveLength(4);
    expect(screen.queryByText(/last month/)).not.toBeInTheDocument();
  });
});
