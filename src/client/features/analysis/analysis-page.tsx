import type { RouteComponentProps } from "wouter";
import { EmptyState } from "@client/components/empty-state";
import { PageHeader } from "@client/components/page-header";

/** /analysis/:id, /transcript/:id and /meeting/:id all open this screen; the id is a transcript id. */
export function AnalysisPage({ params }: RouteComponentProps) {
  return (
    <>
      <PageHeader title="Call analysis" description={`Transcript ${params.id ?? ""}`} />
      <EmptyState>The analysis for this transcript is not available yet.</EmptyState>
    </>
  );
}
