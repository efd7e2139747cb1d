import { CircleAlert, CircleCheck } from "lucide-react";
import type { ConversationMetrics as Metrics } from "@shared/analysis";
import { ESTIMATED_WORDS_PER_MINUTE } from "@shared/utterance";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { metricRows, type MetricStatus } from "./benchmarks";

const STATUS_ICON: Record<MetricStatus, { icon: typeof CircleCheck | null; text: string; className: string }> = {
  good: { icon: CircleCheck, text: "Within the benchmark", className: "text-green-700" },
  watch: { icon: CircleAlert, text: "Outside the benchmark", className: "text-yellow-700" },
  neutral: { icon: null, text: "", className: "" },
};

/** The exact conversation metrics beside the ranges top reps land in. */
export function ConversationMetrics({ metrics, talkTimeRatio }: { metrics: Metrics; talkTimeRatio: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conversation metrics</CardTitle>
        <CardDescription>
          Benchmarks from Gong&apos;s research on large samples of sales calls.
          {metrics.timed ? null : ` This transcript has no times, so durations are estimated at ${ESTIMATED_WORDS_PER_MINUTE} words a minute.`}
        </CardDescription>
      </CardHeader>
      {/* On a phone the table scrolls inside the card rather than widening the page; focusable so a keyboard can scroll it. */}
      <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label="Conversation metrics table">
        <table className="w-full min-w-[22rem] text-sm">
          <thead className="sr-only">
            <tr>
              <th>Metric</th>
              <th>This call</th>
              <th>Benchmark</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {metricRows(metrics, talkTimeRatio).map((row) => {
              const status = STATUS_ICON[row.status];
              const Icon = status.icon;
              return (
                <tr key={row.label}>
                  <th scope="row" className="py-2 pr-4 text-left font-medium">
                    {row.label}
                  </th>
                  <td className="py-2 pr-4 tabular-nums">
                    <span className={`inline-flex items-center gap-1.5 font-semibold ${status.className}`}>
                      {Icon ? <Icon className="size-4" aria-label={status.text} /> : null}
                      {row.value}
                    </span>
                  </td>
                  <td className="py-2 text-muted-foreground">{row.benchmark}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
