import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { sample } from "@tests/client/analytics-data";
import { AnalyticsPage } from "./analytics-page";
import { conversionGap } from "./tracker-analytics";

afterEach(() => vi.unstubAllGlobals());

const weeks = Array.from({ length: 12 }, (_, i) => `2026-09-${String(i + 1).padStart(2, "0")}`);
const analytics = {
  weeks,
  analysedCalls: 8,
  trackers: [
    { trackerId: "p", name: "Pricing", side: "anyone", mentionsPerWeek: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3], mentions: 9, callsMentioning: 4, shareOfCalls: 0.5, conversionWith: 72, conversionWithout: 40 },
    { trackerId: "a", name: "Acme", side: "customer", mentionsPerWeek: Array(12).fill(0), mentions: 0, callsMentioning: 0, shareOfCalls: 0, conversionWith: null, conversionWithout: 51 },
  ],
};

describe("Analytics › Trackers", () => {
  it("shows each tracker's mentions per week, share of calls and conversion with vs without", async () => {
    stubFetch({ "GET /api/analytics/dashboard": () => json(sample), "GET /api/analytics/trackers": () => json(analytics) });
    renderWithProviders(<AnalyticsPage />);
    await userEvent.click(await screen.findByRole("tab", { name: "Trackers" }));
    const pricing = (await screen.findByRole("rowheader", { name: "Pricing" })).closest("tr")!;
    expect(within(pricing).getByRole("img", { name: "Mentions per week: 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3" })).toBeInTheDocument();
    expect(pricing).toHaveTextContent("4 of 8 (50%)");
    expect(pricing).toHaveTextContent("72% / 40% (+32 pts)");
    const acme = screen.getByRole("rowheader", { name: "Acme" }).closest("tr")!;
    expect(acme).toHaveTextContent("0 of 8 (0%)");
    expect(acme).toHaveTextContent("— / 51%");
  });

  it("words the gap with its sign", () => {
    expect(conversionGap({ conversionWith: 40, conversionWithout: 45.4 })).toBe("−5 pts");
    expect(conversionGap({ conversionWith: 50, conversionWithout: 50 })).toBe("±0 pts");
    expect(conversionGap({ conversionWith: null, conversionWithout: 50 })).toBeNull();
  });
});
