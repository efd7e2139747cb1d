import type { PerformancePoint } from "@shared/dashboard";
import { trendLabel } from "./format";

export interface TrendChartPoint {
  label: string;
  date: string;
  conversionRate: number;
  aiScore: number;
}

/** The chart's rows, oldest first, each labelled by its own date for the range shown. */
export function trendChartPoints(points: readonly PerformancePoint[], rangeDays: number): TrendChartPoint[] {
  return points.map((point) => ({
    label: trendLabel(point.date, rangeDays),
    date: point.date,
    conversionRate: point.conversionRate,
    aiScore: point.aiScore,
  }));
}
