import { AlertCircle, Clock, FileText, HardDrive } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { formatDuration, formatFileSize, formatRelativeTime } from "./format";
import type { TranscriptSummary } from "./queries";
import { transcriptStatusDisplay } from "./transcript-status";

/** One transcript on /transcripts (SPEC §2): name, when, how long, how big, status, and its analysis. */
export function TranscriptCard({ transcript, now }: { transcript: TranscriptSummary; now: number }) {
  const status = transcriptStatusDisplay(transcript.status);
  return (
    <Card role="article" className="flex flex-wrap items-center gap-4 p-5" aria-labelledby={`transcript-${transcript.id}`}>
      <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`transcript-${transcript.id}`} className="min-w-0 max-w-full truncate font-semibold">
            {transcript.name}
          </h2>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <time dateTime={transcript.uploadedAt}>{formatRelativeTime(transcript.uploadedAt, now)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Duration</span>
            {formatDuration(transcript.duration)}
          </span>
          <span className="inline-flex items-center gap-1">
            <HardDrive className="size-3.5" aria-hidden="true" />
            <span className="sr-only">File size</span>
            {formatFileSize(transcript.fileSize)}
          </span>
        </p>
        {transcript.status === "failed" && transcript.failureReason ? (
          <p className="flex items-center gap-1 text-sm text-red-700">
            <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
            {transcript.failureReason}
          </p>
        ) : null}
      </div>
      {transcript.status === "completed" ? (
        <Button asChild variant="outline" size="sm">
          <Link href={`/transcript/${transcript.id}`}>View Analysis</Link>
        </Button>
      ) : null}
    </Card>
  );
}
