import { describe, expect, it } from "vitest";
import type { PerformancePoint } from "@shared/dashboard";
import { trendChartPoints } from "./chart-data";
import { formatHoursMinutes, formatMinutesSeconds, oneDecimal, shortDate } from "./format";

describe("formatMinutesSeconds (dashboard Avg Call Duration)", () => {
  it.each([
    [0, "0m 0s"],
    [59, "0m 59s"],
    [60, "1m 0s"],
    [754, "12m 34s"],
    [754.6, "12m 35s"],
    [3725, "62m 5s"],
    [-3, "0m 0s"],
    [Number.NaN, "0m 0s"],
  ])("%s s reads %s", (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });
});

describe("formatHoursMinutes (analytics durations)", () => {
  it.each([
    [0, "0m"],
    [29, "0m"],
    [30, "1m"],
    [754, "13m"],
    [3569, "59m"],
    [3570, "1h 0m"],
    [3900, "1h 5m"],
    [7 * 3600 + 42 * 60, "7h 42m"],
  ])("%s s reads %s", (seconds, text) => {
    expect(formatHoursMinutes(seconds)).toBe(text);
  });
});

describe("trend labels", () => {
  it("writes days as month and day", () => {
    expect(shortDate("2026-11-21")).toBe("Nov 21");
    expect(shortDate("2026-01-01")).toBe("Jan 1");
  });

  it("labels a week's points by their own weekday and day, longer ranges by date", () => {
    const point = (date: string): PerformancePoint => ({ date, calls: 1, conversionRate: 50, aiScore: 7 });
    const days = ["2026-11-16", "2026-11-19", "2026-11-21"].map(point);
    expect(trendChartPoints(days, 7).map((r) => r.label)).toEqual(["Mon 16", "Thu 19", "Sat 21"]);
    expect(trendChartPoints(days, 30).map((r) => r.label)).toEqual(["Nov 16", "Nov 19", "Nov 21"]);
    expect(trendChartPoints(days, 90).map((r) => r.label)).toEqual(["Nov 16", "Nov 19", "Nov 21"]);
  });
});

describe("oneDecimal", () => {
  it("keeps one decimal and drops a trailing .0", () => {
    expect([oneDecimal(7.25), oneDecimal(8), oneDecimal(55.34), oneDecimal(0)]).toEqual(["7.3", "8", "55.3", "0"]);
  });
});
