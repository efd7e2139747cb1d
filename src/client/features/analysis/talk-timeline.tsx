import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";
import { formatClock, formatPercent } from "./format";
import type { SpeakerLabel } from "./speaker-names";
import type { Timeline } from "./timeline";

interface TalkTimelineProps {
  timeline: Timeline;
  labels: Map<number, SpeakerLabel>;
  /** The engine's exact talk seconds per speaker, so the shares here match its talk-time ratio. */
  talkSecondsBySpeaker: Record<string, number>;
}

/** Who spoke when: one bar per speaker across the call, the rep's in blue. */
export function TalkTimeline({ timeline, labels, talkSecondsBySpeaker }: TalkTimelineProps) {
  const { durationSeconds, rows } = timeline;
  const talkOf = (speaker: number) => talkSecondsBySpeaker[String(speaker)] ?? 0;
  const totalTalk = rows.reduce((sum, row) => sum + talkOf(row.speaker), 0);
  const at = (seconds: number) => `${(seconds / durationSeconds) * 100}%`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Talk timeline</CardTitle>
        <CardDescription>Who spoke when, from 00:00 to {formatClock(durationSeconds)}.</CardDescription>
      </CardHeader>
      <CardContent>
        {durationSeconds <= 0 ? (
          <p className="text-sm text-muted-foreground">Nobody spoke in this call.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Talk timeline">
            {rows.map((row) => {
              const label = labels.get(row.speaker);
              const share = totalTalk > 0 ? talkOf(row.speaker) / totalTalk : 0;
              return (
                <li key={row.speaker} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-3">
                  <span className={cn("truncate text-sm font-medium", label?.rep && "text-blue-600")}>
                    {label?.name} <span className="font-normal text-muted-foreground">{formatPercent(share)}</span>
                  </span>
                  <div
                    role="img"
                    aria-label={`${label?.name ?? `Speaker ${row.speaker}`} spoke ${formatPercent(share)} of the talk time`}
                    className="relative h-4 overflow-hidden rounded bg-muted"
                  >
                    {row.segments.map((segment) => (
                      <span
                        key={segment.start}
                        title={`${formatClock(segment.start)}–${formatClock(segment.end)}`}
                        className={cn("absolute inset-y-0 min-w-px", label?.rep ? "bg-blue-600" : "bg-slate-400")}
                        style={{ left: at(segment.start), width: at(segment.end - segment.start) }}
                      />
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
