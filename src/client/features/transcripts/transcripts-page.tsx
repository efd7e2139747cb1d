import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

export function TranscriptsPage() {
  return (
    <>
      <PageHeader title="Transcripts" />
      <EmptyState>No transcripts yet</EmptyState>
    </>
  );
}
