import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { TranscriptSummary } from "@client/features/transcripts";
import { ANALYTICS_KEY, PERFORMANCE_KEY, STATS_KEY } from "./queries";

/**
 * The transcript list is polled; when it shows another call completed, the figures that only change
 * with a finished analysis (stats, the trend, analytics) are read again instead of waiting out
 * their 5-minute freshness.
 */
export function useRefreshOnCompletion(transcripts: TranscriptSummary[] | undefined): void {
  const client = useQueryClient();
  const completed = transcripts?.filter((t) => t.status === "completed").length;
  const seen = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (completed === undefined) return;
    const before = seen.current;
    seen.current = completed;
    if (before === undefined || before === completed) return;
    for (const queryKey of [STATS_KEY, PERFORMANCE_KEY, ANALYTICS_KEY]) void client.invalidateQueries({ queryKey });
  }, [client, completed]);
}
