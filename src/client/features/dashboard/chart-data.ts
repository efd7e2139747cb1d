import type { PerformancePoint } from "@shared/dashboard";
import { dayLabel } from "./format";

export interface TrendChartPoint {
  label: string;
  date: string;
  conversionRate: number;
  aiScore: number;
}

/** The chart's rows: each point labelled by its position (Mon..Sun, then Day N), oldest first. */
export function trendChartPoints(points: readonly PerformancePoint[]): TrendChartPoint[] {
  return points.map((point, index) => ({
    label: dayLabel(index),
    date: point.date,
    conversionRate: point.conversionRate,
    aiScore: point.aiScore,
  }));
}
