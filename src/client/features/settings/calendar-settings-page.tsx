import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

export function CalendarSettingsPage() {
  return (
    <>
      <PageHeader title="Calendar settings" />
      <EmptyState>Calendar integration is not available yet.</EmptyState>
    </>
  );
}
