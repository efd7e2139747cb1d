import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

export function MeetingsPage() {
  return (
    <>
      <PageHeader title="Upcoming Meetings" />
      <EmptyState>No calendar events to show yet.</EmptyState>
    </>
  );
}
