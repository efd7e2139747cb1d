import { FileText } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { formatRelativeTime, type TranscriptSummary } from "@client/features/transcripts";

/** SPEC §9: the dashboard shows 5 recent transcripts. */
export const RECENT_TRANSCRIPTS = 5;
/** SPEC §2/§9: each recent transcript shows this score as fixed text, not its analysis. */
export const FIXED_RECENT_SCORE = "8.5";

interface RecentTranscriptsProps {
  transcripts: TranscriptSummary[] | undefined;
  isError: boolean;
}

/** The newest calls (the list is newest first), each linking to its detail screen, and View All. */
export function RecentTranscripts({ transcripts, isError }: RecentTranscriptsProps) {
  const recent = transcripts?.slice(0, RECENT_TRANSCRIPTS);
  return (
    <Card>
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
            {recent.map((transcript) => (
              <li key={transcript.id}>
                <Link
                  href={`/transcript/${transcript.id}`}
                  className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-muted"
                >
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate text-sm font-medium">{transcript.name}</span>
                    <span className="text-xs text-muted-foreground">{formatRelativeTime(transcript.uploadedAt)}</span>
                  </span>
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    {FIXED_RECENT_SCORE}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
