import { useContext } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";
import { formatClock, formatPercent } from "./format";
import { GoToMomentContext } from "./moment-link";
import type { SpeakerLabel } from "./speaker-names";
import type { Timeline } from "./timeline";
import type { TrackerLane } from "./tracker-marks";

interface TalkTimelineProps {
  timeline: Timeline;
  labels: Map<number, SpeakerLabel>;
  /** The engine's exact talk seconds per speaker, so the shares here match its talk-time ratio. */
  talkSecondsBySpeaker: Record<string, number>;
  /** The call's tracker mentions, a lane per tracker under the speakers. */
  trackerLanes?: readonly TrackerLane[];
}

/** Who spoke when: one bar per speaker across the call, the rep's in blue; then where each tracker came up. */
export function TalkTimeline({ timeline, labels, talkSecondsBySpeaker, trackerLanes = [] }: TalkTimelineProps) {
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
            {trackerLanes.map((lane) => (
              <TrackerLaneRow key={lane.trackerId} lane={lane} durationSeconds={durationSeconds} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A tracker's mentions as marks; each opens the transcript at its moment, like the other moment links. */
function TrackerLaneRow({ lane, durationSeconds }: { lane: TrackerLane; durationSeconds: number }) {
  const goToMoment = useContext(GoToMomentContext);
  // A mention timed past the last utterance's end (estimated times) stays on the bar.
  const at = (seconds: number) => `${Math.min(100, Math.max(0, (seconds / durationSeconds) * 100))}%`;
  return (
    <li className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-3">
      <span className="truncate text-sm font-medium text-amber-800">{lane.name}</span>
      <div className="relative h-5 rounded bg-amber-50">
        {/* Inset by half a mark so the first and last marks stay inside the bar. */}
        <div className="absolute inset-y-0 left-2 right-2" role="group" aria-label={`${lane.name} mentions`}>
          {lane.marks.map((mark) => (
            <button
              key={mark.atSeconds}
              type="button"
              aria-label={mark.label}
              title={mark.label}
              onClick={() => goToMoment(mark.atSeconds)}
              className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 cursor-pointer rounded-full border-2 border-white bg-amber-600 shadow-sm hover:bg-amber-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1"
              style={{ left: at(mark.atSeconds) }}
            >
              {mark.count > 1 ? <span className="sr-only">{mark.count}</span> : null}
            </button>
          ))}
        </div>
      </div>
    </li>
  );
}
