import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { UsageStats } from "@shared/transcripts";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { UsageAlert, usageAlertState } from "./usage-alert";

afterEach(() => vi.unstubAllGlobals());

const usage = (plan: UsageStats["plan"], current: number, limit: number | null): UsageStats => ({
  plan,
  current,
  limit,
  remaining: limit === null ? null : Math.max(0, limit - current),
  percentUsed: limit === null ? 0 : Math.min(100, Math.round((current / limit) * 100)),
  canCreate: limit === null || current < limit,
});

describe("usageAlertState", () => {
  it("is hidden below 80%, on the unlimited plan and before usage loads", () => {
    expect(usageAlertState(usage("start", 19, 25))).toBe("hidden"); // 76%
    expect(usageAlertState(usage("unlimited", 5000, null))).toBe("hidden");
    expect(usageAlertState(undefined)).toBe("hidden");
  });

  it("approaches at 80% and is reached once current is at least the limit", () => {
    expect(usageAlertState(usage("start", 20, 25))).toBe("approaching");
    expect(usageAlertState(usage("free", 2, 3))).toBe("hidden"); // 67%
    expect(usageAlertState(usage("pro", 99, 100))).toBe("approaching");
    expect(usageAlertState(usage("free", 3, 3))).toBe("reached");
    expect(usageAlertState(usage("free", 4, 3))).toBe("reached");
  });
});

describe("UsageAlert", () => {
  const show = (stats: UsageStats) => {
    stubFetch({ "GET /api/usage/stats": () => json(stats) });
    return renderWithProviders(<UsageAlert />);
  };

  it("warns in orange with the count and the plan's name when approaching", async () => {
    show(usage("start", 21, 25));
    const alert = await screen.findByRole("status");
    expect(alert).toHaveTextContent("Approaching recording limit");
    expect(alert).toHaveTextContent("21 of 25 recordings used this month (Starter plan)");
    expect(alert).toHaveClass("bg-orange-50");
    expect(screen.queryByRole("link", { name: "Upgrade Plan" })).not.toBeInTheDocument();
  });

  it("says the limit is reached in red, with an Upgrade Plan button to the plans", async () => {
    show(usage("free", 3, 3));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Recording limit reached");
    expect(alert).toHaveTextContent("You cannot record new meetings until next month or upgrade your plan.");
    expect(alert).toHaveClass("bg-red-50");
    expect(screen.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/settings");
  });

  it("shows nothing on the unlimited plan", async () => {
    const fetchMock = stubFetch({ "GET /api/usage/stats": () => json(usage("unlimited", 900, null)) });
    const { container } = renderWithProviders(<UsageAlert />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector("[role=alert], [role=status]")).toBeNull();
  });
});
