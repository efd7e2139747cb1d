import { describe, expect, it } from "vitest";
import type { PerformancePoint } from "@shared/dashboard";
import { trendChartPoints } from "./chart-data";
import { dayLabel, formatHoursMinutes, formatMinutesSeconds, oneDecimal } from "./format";

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

describe("day labels", () => {
  it("labels points Mon to Sun by position, then Day N", () => {
    expect(Array.from({ length: 10 }, (_, i) => dayLabel(i))).toEqual([
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
      "Day 8",
      "Day 9",
      "Day 10",
    ]);
  });

  it("labels chart rows by position whatever their dates", () => {
    const point = (date: string): PerformancePoint => ({ date, calls: 1, conversionRate: 50, aiScore: 7 });
    const rows = trendChartPoints(["2026-11-02", "2026-11-05", "2026-11-21"].map(point));
    expect(rows.map((r) => `${r.label} ${r.date}`)).toEqual(["Mon 2026-11-02", "Tue 2026-11-05", "Wed 2026-11-21"]);
  });
});

describe("oneDecimal", () => {
  it("keeps one decimal and drops a trailing .0", () => {
    expect([oneDecimal(7.25), oneDecimal(8), oneDecimal(55.34), oneDecimal(0)]).toEqual(["7.3", "8", "55.3", "0"]);
  });
});
