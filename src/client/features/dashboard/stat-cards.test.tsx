import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { StatCards } from "./stat-cards";

const stats = { totalCalls: 42, conversionRate: 63.4, avgDuration: 754, aiScore: 7.5 };
const card = (title: string) => within(screen.getByRole("heading", { name: title }).parentElement!);

describe("StatCards", () => {
  it("shows the four figures with their fixed change texts, green when positive and red otherwise", () => {
    render(<StatCards stats={stats} />);
    const expected = [
      ["Total Calls", "42", "+12%", "text-green-600"],
      ["Conversion Rate", "63.4%", "+3.2%", "text-green-600"],
      ["Avg Call Duration", "12m 34s", "-2.1%", "text-red-600"],
      ["AI Score", "7.5/10", "+0.8", "text-green-600"],
    ] as const;
    for (const [title, value, change, colour] of expected) {
      expect(card(title).getByText(value)).toBeInTheDocument();
      const changeText = card(title).getByText(change);
      expect(changeText).toHaveClass(colour);
      expect(changeText.parentElement).toHaveTextContent(`${change} vs last month`);
    }
  });

  it("keeps the change texts fixed whatever the figures", () => {
    render(<StatCards stats={{ totalCalls: 0, conversionRate: 0, avgDuration: 0, aiScore: 0 }} />);
    expect(screen.getAllByText(/vs last month/)).toHaveLength(4);
    expect(card("Total Calls").getByText("+12%")).toBeInTheDocument();
    expect(card("Avg Call Duration").getByText("0m 0s")).toBeInTheDocument();
    expect(card("AI Score").getByText("0/10")).toBeInTheDocument();
  });

  it("shows a dash until the figures arrive", () => {
    render(<StatCards stats={undefined} />);
    expect(screen.getAllByText("—")).toHaveLength(4);
  });
});
