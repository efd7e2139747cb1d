import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

export function ScheduleBotPage() {
  return (
    <>
      <PageHeader title="Schedule AI Meeting Bot" />
      <EmptyState>Scheduling a meeting bot is not available yet.</EmptyState>
    </>
  );
}
