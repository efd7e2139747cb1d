import { POLL } from "@shared/polling";
import { useAnalysisList, useTranscriptList } from "@client/features/transcripts";
import { joinRecordings, type Recording } from "./recording-filter";

/**
 * The transcripts joined with their analyses, both polled every 3 seconds (SPEC §9): a call turns
 * Analysis Complete only when its analysis row arrives, so the analyses must refresh too.
 */
export function useRecordings() {
  const transcripts = useTranscriptList(POLL.recordings);
  const hasTranscripts = (transcripts.data?.length ?? 0) > 0;
  const analyses = useAnalysisList({ enabled: hasTranscripts, refetchInterval: POLL.recordings });

  const recordings: Recording[] | undefined = transcripts.data
    ? joinRecordings(transcripts.data, analyses.data ?? [])
    : undefined;

  return {
    recordings,
    isPending: transcripts.isPending,
    isError: transcripts.isError || analyses.isError,
    isFetching: transcripts.isFetching || analyses.isFetching,
    refresh: () => Promise.all([transcripts.refetch(), hasTranscripts ? analyses.refetch() : null]),
  };
}
