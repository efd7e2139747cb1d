import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface TrendRow {
  week: string;
  calls: number;
  score: number | null;
  conversion: number | null;
}

/** The team trend's chart; recharts loads with it, in its own chunk (see team-trends.tsx). */
export function TeamTrendChart({ rows }: { rows: TrendRow[] }) {
  return (
    <div className="h-64 w-full" role="img" aria-label={`Team trend: ${rows.map((r) => `${r.week} ${r.calls} calls${r.score === null ? "" : `, score ${r.score}`}`).join("; ")}`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" tick={{ fontSize: 12 }} />
          <YAxis yAxisId="percent" domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />
          <YAxis yAxisId="score" orientation="right" domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Line yAxisId="score" type="monotone" dataKey="score" dot={false} strokeWidth={2} isAnimationActive={false} name="Avg AI score" stroke="#2563eb" connectNulls />
          <Line yAxisId="percent" type="monotone" dataKey="conversion" dot={false} strokeWidth={2} isAnimationActive={false} name="Conversion %" stroke="#15803d" connectNulls />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
