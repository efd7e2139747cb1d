import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

export function AnalyticsPage() {
  return (
    <>
      <PageHeader title="Sales Analytics" />
      <EmptyState>No Analytics Data Available</EmptyState>
    </>
  );
}
