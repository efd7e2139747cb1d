import type { RouteComponentProps } from "wouter";
import { FullScreenMessage } from "@client/components/full-screen-message";
import { ApiError } from "@client/lib/api";
import { CallComments, useCallAccess } from "@client/features/team";
import { AnalysisView } from "./analysis-view";
import { AnalysisNotFound, CallLoadFailed, CallWithoutAnalysis } from "./call-status";
import { isNotFound, useCallAnalysis, useCallTranscript, useSpeakerMapping } from "./queries";
import { useRefreshWhenAnalysed } from "./use-rep-change";

/** /analysis/:id, /transcript/:id and /meeting/:id all open this screen; the id is a transcript id. */
export function AnalysisPage({ params }: RouteComponentProps) {
  const id = params.id ?? "";
  // A new id is a new call: no state (tab, highlighted moment) carries over.
  return <CallAnalysis key={id} id={id} />;
}

// A parse failure's text is a schema dump; the user only needs to know the answer was unreadable.
const failureText = (error: Error) => (error instanceof ApiError ? error.message : "The server's answer could not be read.");

function CallAnalysis({ id }: { id: string }) {
  const transcript = useCallTranscript(id);
  const loaded = transcript.isSuccess;
  const speakers = useSpeakerMapping(id, loaded);
  const analysis = useCallAnalysis(id, loaded);
  // A teammate reads the call; only its owner or a team manager may change who the rep is (issue 17).
  const access = useCallAccess(id, loaded);
  useRefreshWhenAnalysed(id, transcript.data?.status, transcript.data?.failureReason);

  if (transcript.isError) {
    if (isNotFound(transcript.error)) return <AnalysisNotFound />;
    return <CallLoadFailed message={failureText(transcript.error)} onRetry={() => void transcript.refetch()} />;
  }
  if (!transcript.data || speakers.isPending || (!analysis.data && (analysis.isPending || analysis.isFetching))) {
    return <FullScreenMessage>Loading analysis...</FullScreenMessage>;
  }
  if (analysis.isError && !isNotFound(analysis.error)) {
    return <CallLoadFailed message={failureText(analysis.error)} onRetry={() => void analysis.refetch()} />;
  }
  if (!analysis.data) {
    const status = transcript.data.status;
    return status === "processing" || status === "failed" ? <CallWithoutAnalysis transcript={transcript.data} /> : <AnalysisNotFound />;
  }
  return (
    <>
      <AnalysisView
        transcript={transcript.data}
        analysis={analysis.data}
        mapping={speakers.data ?? {}}
        canChangeRep={speakers.isSuccess && access.data?.canEdit !== false}
      />
      <CallComments transcriptId={id} />
    </>
  );
}
