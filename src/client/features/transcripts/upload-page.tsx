import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

export function UploadPage() {
  return (
    <>
      <PageHeader title="Upload Transcript" />
      <EmptyState>Transcript upload is not available yet.</EmptyState>
    </>
  );
}
