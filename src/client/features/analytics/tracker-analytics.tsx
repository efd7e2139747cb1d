import { useQuery } from "@tanstack/react-query";
import { trackerAnalyticsSchema, type TrackerAnalytics } from "@shared/trackers";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

const selectAnalytics = (data: unknown) => trackerAnalyticsSchema.parse(data);

const percent = (value: number | null) => (value === null ? "—" : `${Math.round(value)}%`);

/** "+12 pts" when calls mentioning the tracker convert better than the rest, "−5 pts" when worse. */
export function conversionGap(row: Pick<TrackerAnalytics["trackers"][number], "conversionWith" | "conversionWithout">): string | null {
  if (row.conversionWith === null || row.conversionWithout === null) return null;
  const gap = Math.round(row.conversionWith - row.conversionWithout);
  return `${gap > 0 ? "+" : gap < 0 ? "−" : "±"}${Math.abs(gap)} pts`;
}

/** Twelve small bars, one a week, the tallest the busiest week. */
function WeekBars({ counts, weeks }: { counts: number[]; weeks: string[] }) {
  const top = Math.max(1, ...counts);
  return (
    <div className="flex h-6 items-end gap-0.5" role="img" aria-label={`Mentions per week: ${counts.join(", ")}`}>
      {counts.map((count, index) => (
        <span key={weeks[index] ?? index} title={`Week of ${weeks[index] ?? ""}: ${count}`} className="w-1.5 rounded-sm bg-primary" style={{ height: `${Math.max(2, (count / top) * 24)}px`, opacity: count === 0 ? 0.25 : 1 }} />
      ))}
    </div>
  );
}

/** Analytics › Trackers: how often each tracker comes up, in how many calls, and how those calls convert. */
export function TrackerAnalyticsCard() {
  const query = useQuery({ queryKey: ["/api/analytics/trackers"], select: selectAnalytics });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trackers</CardTitle>
        <CardDescription>Mentions over the last 12 weeks; over all your analysed calls, the share mentioning each tracker and the average conversion probability Rapport estimated for those calls against the rest (estimates, not closed deals).</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p className="text-sm text-muted-foreground">Loading trackers…</p>
        ) : query.isError ? (
          <p className="text-sm text-muted-foreground">Tracker figures could not be loaded.</p>
        ) : query.data.trackers.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no trackers.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-2 pr-4 font-medium">Tracker</th>
                  <th className="py-2 pr-4 font-medium">Mentions, 12 weeks</th>
                  <th className="py-2 pr-4 font-medium">Calls mentioning, all time</th>
                  <th className="py-2 pr-4 font-medium">Average conversion estimate with / without</th>
                </tr>
              </thead>
              <tbody>
                {query.data.trackers.map((row) => (
                  <tr key={row.trackerId} className="border-t">
                    <th scope="row" className="py-2 pr-4 text-left font-medium">
                      {row.name}
                    </th>
                    <td className="py-2 pr-4">
                      <div className="flex items-center gap-3">
                        <WeekBars counts={row.mentionsPerWeek} weeks={query.data.weeks} />
                        <span>{row.mentionsPerWeek.reduce((sum, n) => sum + n, 0)}</span>
                      </div>
                    </td>
                    <td className="py-2 pr-4">
                      {row.callsMentioning} of {query.data.analysedCalls} ({percent(row.shareOfCalls === null ? null : row.shareOfCalls * 100)})
                    </td>
                    <td className="py-2 pr-4">
                      {percent(row.conversionWith)} / {percent(row.conversionWithout)}
                      {conversionGap(row) ? <span className="text-muted-foreground"> ({conversionGap(row)})</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
