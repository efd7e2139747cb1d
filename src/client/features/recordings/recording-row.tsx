import { useState } from "react";
import { AlertCircle, Bot, Calendar, Clock, Download, Upload } from "lucide-react";
import { Link } from "wouter";
import { PREVIEW_CHARS } from "@shared/transcripts";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { scoreTone, TONE_TEXT } from "@client/features/analysis";
import { formatDateTime, formatDuration, errorMessage, type TranscriptSummary } from "@client/features/transcripts";
import { toast } from "@client/lib/toast";
import { cn } from "@client/lib/utils";
import { downloadTranscript } from "./download-transcript";
import { recordingTitle } from "./recording-filter";
import { RECORDING_STATES, recordingStateOf, sourceLabel, type RecordingState } from "./recording-state";
import { SearchHit } from "./search-hit";

/** A short human reference for a call instead of its internal id: the id's first 8 characters, upper-cased. */
export const shortReference = (id: string) => id.replace(/-/g, "").slice(0, 8).toUpperCase();

/**
 * One recording on /recordings (SPEC §2): what it is, its state, its audio, text and analysis. A search
 * hit in what was said shows those words instead of the preview, with a link to that moment.
 */
export function RecordingRow({ transcript }: { transcript: TranscriptSummary }) {
  const title = recordingTitle(transcript);
  const aiScore = transcript.aiScore ?? null;
  const state = recordingStateOf(transcript, aiScore !== null);
  const { label, variant } = RECORDING_STATES[state];
  const headingId = `recording-${transcript.id}`;
  const SourceIcon = transcript.source === "gladia" ? Bot : Upload;

  return (
    <Card role="article" aria-labelledby={headingId} className="grid gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="min-w-0 max-w-full truncate text-base font-semibold">
              {title}
            </h2>
            <Badge variant={variant}>{label}</Badge>
            {aiScore !== null ? (
              <span className={cn("text-sm font-medium", TONE_TEXT[scoreTone(aiScore)])}>AI Score: {aiScore.toFixed(1)}/10</span>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">Ref: {shortReference(transcript.id)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadButton id={transcript.id} title={title} />
          <AnalysisAction transcriptId={transcript.id} analysed={aiScore !== null} state={state} />
        </div>
      </div>

      <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Duration</span>
          {formatDuration(transcript.duration)}
        </span>
        <span className="inline-flex items-center gap-1">
          <SourceIcon className="size-3.5" aria-hidden="true" />
          {sourceLabel(transcript.source)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Calendar className="size-3.5" aria-hidden="true" />
          <time dateTime={transcript.uploadedAt}>{formatDateTime(transcript.uploadedAt)}</time>
        </span>
      </p>

      {transcript.status === "failed" && transcript.failureReason ? (
        <p className="flex items-center gap-1 text-sm text-red-700">
          <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
          Analysis failed: {transcript.failureReason}
        </p>
      ) : null}

      {transcript.recordingUrl ? (
        <audio controls preload="none" src={transcript.recordingUrl} className="w-full" aria-label={`Recording of ${title}`} />
      ) : null}

      {transcript.match && transcript.match.utterance !== null ? (
        // Words said in the call; a hit on the name alone shows the preview as usual.
        <SearchHit transcriptId={transcript.id} match={transcript.match} />
      ) : transcript.preview ? (
        <p className="whitespace-pre-line rounded-md bg-muted p-3 text-sm text-muted-foreground">
          {transcript.preview.slice(0, PREVIEW_CHARS)}
        </p>
      ) : null}
    </Card>
  );
}

function AnalysisAction({ transcriptId, analysed, state }: { transcriptId: string; analysed: boolean; state: RecordingState }) {
  if (analysed) {
    return (
      <Button asChild size="sm">
        <Link href={`/analysis/${transcriptId}`}>View Analysis</Link>
      </Button>
    );
  }
  return (
    <Button size="sm" variant="secondary" disabled>
      {state === "pending-analysis" ? "Analysis Pending" : "Processing..."}
    </Button>
  );
}

function DownloadButton({ id, title }: { id: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTranscript(id, title);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description: `Failed to download transcript: ${errorMessage(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" disabled={busy} onClick={() => void download()}>
      <Download aria-hidden="true" />
      {busy ? "Downloading..." : "Download Transcript"}
    </Button>
  );
}
