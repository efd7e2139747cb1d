import { BackLink } from "@client/components/back-link";
import { PageHeader } from "@client/components/page-header";
import { UploadForm } from "./upload-form";

/** SPEC §2 /upload: heading, a way back to the dashboard, and the upload form. */
export function UploadPage() {
  return (
    <>
      <PageHeader
        title="Upload Transcript"
        description="Upload a call transcript or paste its text to get AI coaching."
        actions={
          <BackLink href="/">Back to Dashboard</BackLink>
        }
      />
      <div className="max-w-3xl p-4 md:p-8">
        <UploadForm />
      </div>
    </>
  );
}
