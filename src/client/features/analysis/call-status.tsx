import { CircleAlert, LoaderCircle } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { formatCallDate } from "./format";
import type { CallTranscript } from "./queries";

/** Over an existing analysis: a re-analysis is running, or the last one failed and these scores are older. */
export function CallStatusBanner({ transcript }: { transcript: CallTranscript }) {
  if (transcript.status === "processing") {
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-800">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Updating the analysis… the scores change here when it is done.
      </p>
    );
  }
  if (transcript.status === "failed") {
    return (
      <p role="alert" className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <CircleAlert className="size-4" aria-hidden="true" />
        The latest analysis failed{transcript.failureReason ? `: ${transcript.failureReason}` : ""}. These scores are from the previous one.
      </p>
    );
  }
  return null;
}

/** A call with no analysis yet: still processing (polled, so the page updates by itself) or failed. */
export function CallWithoutAnalysis({ transcript }: { transcript: CallTranscript }) {
  const failed = transcript.status === "failed";
  return (
    <>
      <PageHeader
        title={transcript.meetingName || transcript.name}
        description={<time dateTime={transcript.uploadedAt}>{formatCallDate(transcript.uploadedAt)}</time>}
      />
      <div className="p-4 md:p-8">
        <Card>
          <CardContent className="flex items-start gap-3 pt-6">
            {failed ? (
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-500" aria-hidden="true" />
            ) : (
              <LoaderCircle className="mt-0.5 size-5 shrink-0 animate-spin text-primary" aria-hidden="true" />
            )}
            <div role={failed ? "alert" : "status"} className="grid gap-1">
              <h2 className="font-semibold">{failed ? "Analysis failed" : "Analysing this call…"}</h2>
              <p className="text-sm text-muted-foreground">
                {failed
                  ? (transcript.failureReason ?? "The analysis could not be completed.")
                  : "The analysis appears here by itself when it is ready."}
              </p>
            </div>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** SPEC §2: no such transcript, or no analysis for it. */
export function AnalysisNotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4 md:p-8">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4 pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-7 text-red-500" aria-hidden="true" />
            <h1 className="text-xl font-bold">Analysis not found</h1>
          </div>
          <p className="text-sm text-muted-foreground">The analysis you&apos;re looking for doesn&apos;t exist.</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link href="/recordings">Back to Recordings</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** Anything but a 404: the server or the network failed, and trying again may help. */
export function CallLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="p-4 md:p-8">
      <Card>
        <CardContent className="grid gap-3 pt-6" role="alert">
          <h1 className="text-lg font-semibold">Unable to load this call</h1>
          <p className="text-sm text-muted-foreground">{message}</p>
          <Button variant="outline" className="justify-self-start" onClick={onRetry}>
            Try again
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
