import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <EmptyState>No calls analysed yet. Your call statistics and coaching insights will appear here.</EmptyState>
    </>
  );
}
