import { useEffect } from "react";
import type { Utterance } from "@shared/utterance";
import { Card, CardContent } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";
import { formatClock } from "./format";
import type { Span } from "./moments";
import type { SpeakerLabel } from "./speaker-names";

/** A request to show one utterance; `request` changes on every click so the same moment can be shown again. */
export interface Highlight {
  index: number;
  request: number;
}

export const utteranceId = (index: number) => `utt-${index}`;

interface TranscriptTabProps {
  utterances: readonly Utterance[];
  spans: readonly Span[];
  labels: Map<number, SpeakerLabel>;
  highlight: Highlight | null;
}

/** SPEC §2: every utterance with its mm:ss time and speaker name, the rep's name in blue. */
export function TranscriptTab({ utterances, spans, labels, highlight }: TranscriptTabProps) {
  useEffect(() => {
    if (!highlight) return;
    const element = document.getElementById(utteranceId(highlight.index));
    // jsdom has no scrollIntoView; browsers do.
    element?.scrollIntoView?.({ block: "center", behavior: "smooth" });
    element?.focus({ preventScroll: true });
  }, [highlight]);

  if (utterances.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-sm text-muted-foreground">
        Transcript not available
      </p>
    );
  }

  return (
    <Card>
      <CardContent className="p-2 sm:p-4">
        <ol aria-label="Transcript" className="grid gap-1">
          {utterances.map((utterance, index) => {
            const span = spans[index];
            const label = labels.get(utterance.speaker);
            const highlighted = highlight?.index === index;
            return (
              <li
                key={index}
                id={utteranceId(index)}
                tabIndex={-1}
                aria-current={highlighted ? "true" : undefined}
                className={cn(
                  "grid scroll-mt-24 grid-cols-[3.5rem_1fr] gap-3 rounded-md px-3 py-2 outline-none transition-colors",
                  highlighted && "bg-yellow-100 ring-2 ring-yellow-400",
                )}
              >
                <time
                  dateTime={`PT${Math.floor(span?.start ?? 0)}S`}
                  title={span?.estimated ? "Estimated from the word count" : undefined}
                  className="pt-0.5 font-mono text-xs text-muted-foreground"
                >
                  {formatClock(span?.start ?? 0)}
                </time>
                <div className="grid gap-0.5">
                  <span className={cn("text-sm font-semibold", label?.rep ? "text-blue-600" : "text-foreground")}>
                    {label?.name}
                  </span>
                  <p className="whitespace-pre-wrap text-sm leading-relaxed">{utterance.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
