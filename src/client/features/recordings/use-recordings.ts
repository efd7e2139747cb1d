import { useEffect, useState } from "react";
import { POLL } from "@shared/polling";
import { useTranscriptCounts, useTranscriptPages } from "@client/features/transcripts";
import { statusOfFilter, type RecordingFilter } from "./recording-filter";

/** How long the search box waits for the user to stop typing before it asks the server. */
export const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The recordings a page at a time (Load more follows the server's Link header), filtered and searched on
 * the server, polled every 3 seconds (SPEC §9) with conditional requests, and the filters' counts.
 */
export function useRecordings(filter: RecordingFilter, search: string) {
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const pages = useTranscriptPages(POLL.recordings, { status: statusOfFilter(filter), q: q || undefined });
  const counts = useTranscriptCounts(POLL.recordings);

  return {
    recordings: pages.data?.items,
    counts: counts.data,
    /** The search the shown rows answer (the box may be ahead of it while the user types). */
    searched: q,
    isPending: pages.isPending,
    isError: pages.isError || counts.isError,
    isFetching: pages.isFetching || counts.isFetching,
    hasMore: pages.hasNextPage,
    isLoadingMore: pages.isFetchingNextPage,
    loadMore: () => pages.fetchNextPage(),
    refresh: () => Promise.all([pages.refetch(), counts.refetch()]),
  };
}
