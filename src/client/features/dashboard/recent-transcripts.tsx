import { FileText } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { scoreTone, type ScoreTone } from "@client/features/analysis";
import { formatRelativeTime, type TranscriptSummary } from "@client/features/transcripts";
import { cn } from "@client/lib/utils";

/** SPEC §9: the dashboard shows 5 recent transcripts. */
export const RECENT_TRANSCRIPTS = 5;

interface RecentTranscriptsProps {
  /** The newest calls, each with its own AI score once analysed. */
  transcripts: TranscriptSummary[] | undefined;
  isError: boolean;
}

const PILL: Record<ScoreTone | "waiting" | "failed", string> = {
  green: "bg-green-100 text-green-800",
  yellow: "bg-yellow-100 text-yellow-800",
  red: "bg-red-100 text-red-800",
  waiting: "bg-muted text-muted-foreground",
  failed: "bg-red-50 text-red-700",
};

/**
 * The call's own AI score in the analysis page's colours (SPEC §5: green at 7, yellow at 4); "Pending"
 * while it is analysed, "Failed" when the analysis failed. Never a score that is not the call's.
 */
export function recentScore(transcript: TranscriptSummary): { text: string; className: string } {
  const score = transcript.aiScore;
  if (score !== null && score !== undefined) return { text: score.toFixed(1), className: PILL[scoreTone(score)] };
  if (transcript.status === "failed") return { text: "Failed", className: PILL.failed };
  return { text: "Pending", className: PILL.waiting };
}

/** The newest calls (the list is newest first), each linking to its detail screen, and View All. */
export function RecentTranscripts({ transcripts, isError }: RecentTranscriptsProps) {
  const recent = transcripts?.slice(0, RECENT_TRANSCRIPTS);
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle>Recent Transcripts</CardTitle>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link href="/recordings">View All</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load transcripts.
          </p>
        ) : !recent ? (
          <p className="text-sm text-muted-foreground">Loading transcripts...</p>
        ) : recent.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No transcripts yet</p>
        ) : (
          <ul aria-label="Recent transcripts" className="grid gap-1">
            {recent.map((transcript) => {
              const score = recentScore(transcript);
              return (
                <li key={transcript.id}>
                  <Link href={`/transcript/${transcript.id}`} className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-muted">
                    <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate text-sm font-medium">{transcript.name}</span>
                      <span className="text-xs text-muted-foreground">{formatRelativeTime(transcript.uploadedAt)}</span>
                    </span>
                    <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold", score.className)}>{score.text}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
