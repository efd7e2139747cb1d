import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import { countByFilter, type RecordingFilter } from "./recording-filter";
import { RecordingRow } from "./recording-row";
import { RecordingToolbar } from "./recording-toolbar";
import { useRecordings } from "./use-recordings";

/**
 * SPEC §2 /recordings: the calls with their derived state, a page at a time, filtered and searched on the
 * server (the search reads what was said, and a hit opens the call at that moment), polled every 3 s.
 */
export function RecordingsPage() {
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<RecordingFilter>("all");
  const { recordings, counts, searched, isPending, isError, isFetching, hasMore, isLoadingMore, loadMore, refresh } = useRecordings(filter, search);
  const shown = recordings ?? [];

  return (
    <>
      <PageHeader
        title="Meeting Recordings"
        description="Recorded meetings and uploaded calls, with their transcripts and analysis."
        actions={
          <Button variant="outline" onClick={() => void refresh()} disabled={isFetching}>
            <RefreshCw className={cn(isFetching && "animate-spin")} aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      <div className="grid gap-4 p-4 md:p-8">
        <RecordingToolbar search={search} onSearch={setSearch} filter={filter} onFilter={setFilter} counts={countByFilter(counts)} />
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load recordings. Use Refresh to try again.
          </p>
        ) : null}
        {isPending ? (
          <p className="text-sm text-muted-foreground">Loading recordings...</p>
        ) : shown.length === 0 && searched !== "" && (counts?.all ?? 0) > 0 ? (
          // A search that matches nothing says so; the first-run hint below is for an empty list.
          <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <p className="font-medium">No recordings match “{searched}”</p>
            <p className="mt-1 text-sm text-muted-foreground">Try other words, or clear the search to see every recording.</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => setSearch("")}>
              Clear search
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <p className="font-medium">No recordings found</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Schedule a meeting bot or upload a transcript to see it here.
            </p>
            <Button asChild variant="outline" size="sm" className="mt-4">
              <Link href="/meetings">Go to Meetings</Link>
            </Button>
          </div>
        ) : (
          <>
            <ul className="grid gap-3" aria-label={searched !== "" ? `Recordings matching ${searched}` : "Recordings"}>
              {shown.map((transcript) => (
                <li key={transcript.id}>
                  <RecordingRow transcript={transcript} />
                </li>
              ))}
            </ul>
            {hasMore ? (
              <Button variant="outline" className="justify-self-center" disabled={isLoadingMore} onClick={() => void loadMore()}>
                {isLoadingMore ? "Loading more..." : "Load more"}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
