import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TrendChartPoint } from "./chart-data";

/**
 * The Performance Trend lines: conversion rate (%) on the left axis, AI score (out of 10) on the right.
 * This module pulls in recharts, so it is only ever imported lazily (performance-trend.tsx). No
 * animation: the chart is drawn at once, so what a screenshot or a test sees is the final chart.
 */
export function PerformanceChart({ points }: { points: TrendChartPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="conversion" domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="score" orientation="right" domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Line
          yAxisId="conversion"
          type="monotone"
          dataKey="conversionRate"
          name="Conversion Rate (%)"
          stroke="#2563eb"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
        <Line yAxisId="score" type="monotone" dataKey="aiScore" name="AI Score" stroke="#9333ea" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
