import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

export function RecordingsPage() {
  return (
    <>
      <PageHeader title="Meeting Recordings" />
      <EmptyState>No recordings found.</EmptyState>
    </>
  );
}
