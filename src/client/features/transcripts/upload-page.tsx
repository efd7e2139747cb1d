import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { UploadForm } from "./upload-form";

/** SPEC §2 /upload: heading, a way back to the dashboard, and the upload form. */
export function UploadPage() {
  return (
    <>
      <PageHeader
        title="Upload Transcript"
        description="Upload a call transcript or paste its text to get AI coaching."
        actions={
          <Button asChild variant="outline">
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        }
      />
      <div className="max-w-3xl p-8">
        <UploadForm />
      </div>
    </>
  );
}
