import {
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { CallOutcome } from "@shared/dashboard";
import type { skillRows, trendRows } from "./analytics-data";

// This module pulls in recharts, so the analytics page imports it lazily. Charts are drawn without
// animation, so a screenshot or a test sees the final chart at once.
const HEIGHT = 320;

export function TrendsChart({ rows }: { rows: ReturnType<typeof trendRows> }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis yAxisId="conversion" domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="score" orientation="right" domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Line yAxisId="score" type="monotone" dataKey="score" name="AI Score" stroke="#9333ea" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line
          yAxisId="conversion"
          type="monotone"
          dataKey="conversionRate"
          name="Conversion Rate (%)"
          stroke="#2563eb"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function SkillsRadar({ rows }: { rows: ReturnType<typeof skillRows> }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <RadarChart data={rows} outerRadius="75%">
        <PolarGrid />
        <PolarAngleAxis dataKey="skill" tick={{ fontSize: 12 }} />
        <PolarRadiusAxis domain={[0, 100]} angle={90} tickCount={5} tick={{ fontSize: 10 }} />
        <Radar name="Skill score" dataKey="score" stroke="#2563eb" fill="#2563eb" fillOpacity={0.3} isAnimationActive={false} />
        <Tooltip />
      </RadarChart>
    </ResponsiveContainer>
  );
}

export function OutcomesPie({ slices }: { slices: CallOutcome[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <PieChart>
        <Pie data={slices} dataKey="value" nameKey="name" outerRadius="75%" label isAnimationActive={false}>
          {slices.map((slice) => (
            <Cell key={slice.name} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}
