import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <EmptyState>Account, plan and integration settings are not available yet.</EmptyState>
    </>
  );
}
