import type { ConversationMetrics } from "@shared/analysis";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { formatClock } from "./format";

type Point = NonNullable<ConversationMetrics["sentimentByMinute"]>[number];

const WIDTH = 600;
const HEIGHT = 120;

/** An SVG polyline through one side's per-minute scores (0 at the bottom, 1 at the top); gaps are skipped. */
function line(points: readonly Point[], pick: (point: Point) => number | null, lastMinute: number): string {
  return points
    .flatMap((point) => {
      const score = pick(point);
      if (score === null) return [];
      const x = lastMinute === 0 ? 0 : (point.minute / lastMinute) * WIDTH;
      return [`${x.toFixed(1)},${((1 - score) * HEIGHT).toFixed(1)}`];
    })
    .join(" ");
}

/**
 * How the mood moved minute by minute: the whole call, and the customer's side. Colours follow the rest
 * of the screen (the rep blue, the customer grey), so the whole call is purple; a scale on the left
 * says which way is positive.
 */
export function SentimentCurve({ points }: { points: readonly Point[] }) {
  const lastMinute = points.at(-1)?.minute ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sentiment over the call</CardTitle>
        <CardDescription>
          Per minute, from negative (bottom) to positive (top).{" "}
          <span className="text-purple-600">Purple: whole call.</span> <span className="text-slate-500">Grey: the customer.</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[auto_1fr] gap-x-2">
        <div className="flex h-32 flex-col justify-between text-right text-xs text-muted-foreground" aria-hidden="true">
          <span>Positive</span>
          <span>Neutral</span>
          <span>Negative</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label="Sentiment by minute"
          className="h-32 w-full overflow-visible rounded bg-muted"
        >
          <line x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-border" strokeDasharray="4 4" />
          <polyline points={line(points, (p) => p.score, lastMinute)} fill="none" className="stroke-purple-600" strokeWidth="2" vectorEffect="non-scaling-stroke" />
          <polyline points={line(points, (p) => p.customer, lastMinute)} fill="none" className="stroke-slate-400" strokeWidth="2" vectorEffect="non-scaling-stroke" />
        </svg>
        <div className="col-start-2 mt-1 flex justify-between font-mono text-xs text-muted-foreground" aria-hidden="true">
          <span>{formatClock(0)}</span>
          <span>{formatClock(lastMinute * 60)}</span>
        </div>
      </CardContent>
    </Card>
  );
}
