import type { meddicRows } from "./analytics-data";

/** Bar colour by how often a criterion was met. */
const barClass = (percent: number) => (percent >= 70 ? "bg-green-500" : percent >= 40 ? "bg-amber-500" : "bg-red-500");

/** MEDDIC Scorecard tab: per criterion, the percent of analysed calls where it was met. */
export function MeddicScorecard({ rows }: { rows: ReturnType<typeof meddicRows> }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">Share of your analysed calls in which each MEDDIC criterion was met.</p>
      <ul aria-label="MEDDIC scorecard" className="grid gap-4">
        {rows.map((row) => (
          <li key={row.criterion} className="grid gap-1.5">
            <div className="flex justify-between text-sm">
              <span className="font-medium">{row.label}</span>
              <span className="tabular-nums text-muted-foreground">{row.percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={row.label}
              aria-valuenow={row.percent}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className={`h-full rounded-full ${barClass(row.percent)}`} style={{ width: `${row.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
