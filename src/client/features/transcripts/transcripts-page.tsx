import { Upload } from "lucide-react";
import { Link } from "wouter";
import { POLL } from "@shared/polling";
import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { useTranscriptPages } from "./queries";
import { TranscriptCard } from "./transcript-card";

/** SPEC §2 /transcripts: the transcripts as cards, a page at a time, refreshed every 5 seconds (SPEC §9). */
export function TranscriptsPage() {
  const transcripts = useTranscriptPages(POLL.transcriptsList);
  // Relative times are measured from the last answer, so they move on with each poll.
  const now = transcripts.dataUpdatedAt;

  return (
    <>
      <PageHeader
        title="Transcripts"
        description="Every call you uploaded or recorded, with its analysis status."
        actions={
          <Button asChild>
            <Link href="/upload">
              <Upload aria-hidden="true" />
              Upload New Transcript
            </Link>
          </Button>
        }
      />
      {transcripts.isPending ? (
        <EmptyState>Loading transcripts...</EmptyState>
      ) : transcripts.isError ? (
        <EmptyState>
          <p>Unable to load transcripts.</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => void transcripts.refetch()}>
            Try Again
          </Button>
        </EmptyState>
      ) : transcripts.data.items.length === 0 ? (
        <EmptyState>No transcripts yet</EmptyState>
      ) : (
        <div className="grid gap-3 p-4 md:p-8">
          <ul className="grid gap-3">
            {transcripts.data.items.map((transcript) => (
              <li key={transcript.id}>
                <TranscriptCard transcript={transcript} now={now} />
              </li>
            ))}
          </ul>
          {transcripts.hasNextPage ? (
            <Button variant="outline" className="justify-self-center" disabled={transcripts.isFetchingNextPage} onClick={() => void transcripts.fetchNextPage()}>
              {transcripts.isFetchingNextPage ? "Loading more..." : "Load more"}
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}
