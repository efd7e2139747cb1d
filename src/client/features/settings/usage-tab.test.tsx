import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { testUsage } from "@tests/client/settings-data";
import { UsageTab } from "./usage-tab";

afterEach(() => vi.unstubAllGlobals());

const show = (usage: unknown, onUpgrade = vi.fn()) => {
  stubFetch({ "GET /api/usage/stats": () => json(usage) });
  renderWithProviders(<UsageTab onUpgrade={onUpgrade} />);
  return onUpgrade;
};

describe("UsageTab", () => {
  it("shows this month's usage against the plan's limit, without a warning below 80%", async () => {
    show(testUsage({ current: 1, limit: 3, remaining: 2, percentUsed: 33 }));
    expect(await screen.findByText("1 of 3 recordings used this month (Free plan)")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Recordings used this month" })).toHaveAttribute("aria-valuenow", "33");
    expect(screen.getByText("Remaining").nextSibling).toHaveTextContent("2");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("warns in orange from 80%", async () => {
    show(testUsage({ plan: "start", current: 20, limit: 25, remaining: 5, percentUsed: 80 }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Approaching recording limit");
    expect(alert).toHaveTextContent("20 of 25 recordings used this month (Starter plan)");
    expect(alert.className).toContain("orange");
  });

  it("says the limit is reached in red once current is at least the limit, and offers the upgrade", async () => {
    const onUpgrade = show(testUsage({ current: 3, limit: 3, remaining: 0, percentUsed: 100, canCreate: false }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Recording limit reached");
    expect(alert).toHaveTextContent("You cannot record new meetings until next month or upgrade your plan.");
    expect(alert.className).toContain("red");
    await userEvent.click(screen.getByRole("button", { name: "Upgrade Plan" }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  it("shows infinity signs on the unlimited plan, with no bar and no warning", async () => {
    show(testUsage({ plan: "unlimited", current: 250, limit: null, remaining: null, percentUsed: 0 }));
    expect(await screen.findByText("250 of ∞ recordings used this month (Enterprise plan)")).toBeInTheDocument();
    expect(screen.getByText("Remaining").nextSibling).toHaveTextContent("∞");
    expect(screen.getByText("Monthly limit").nextSibling).toHaveTextContent("∞");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when the usage cannot be loaded", async () => {
    stubFetch({ "GET /api/usage/stats": () => json({ code: "INTERNAL", message: "boom" }, 500) });
    renderWithProviders(<UsageTab onUpgrade={vi.fn()} />);
    expect(await screen.findByText("Unable to load usage statistics.")).toBeInTheDocument();
  });
});
