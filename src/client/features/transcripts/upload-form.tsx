import { Link } from "wouter";
import { LIMIT_REACHED_MESSAGE } from "@shared/transcripts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FileDropZone } from "./file-drop-zone";
import { ManualEntryForm } from "./manual-entry-form";
import { useUsageStats } from "./queries";
import { useUploadTranscript } from "./use-upload-transcript";

/**
 * The upload form of SPEC §2: a file drop zone and a manual entry area. Used by /upload and embedded
 * in the dashboard, so it carries its own card and needs nothing from the page around it. At the
 * plan's limit it is disabled and says why, rather than failing after the user sent a call.
 */
export function UploadForm() {
  const { upload, pendingKind, progress } = useUploadTranscript();
  const limitReached = useUsageStats().data?.canCreate === false;
  const busy = pendingKind !== null || limitReached;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload a call transcript</CardTitle>
        <CardDescription>Drop a transcript file or paste the text; the analysis starts right away.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {limitReached ? (
          <p role="status" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            {LIMIT_REACHED_MESSAGE}{" "}
            <Link href="/settings" className="font-medium underline">
              Upgrade Plan
            </Link>
          </p>
        ) : null}
        <FileDropZone
          disabled={busy}
          uploading={pendingKind === "file"}
          progress={progress}
          onFile={(file) => upload({ kind: "file", file })}
        />
        <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          or paste the text
          <span className="h-px flex-1 bg-border" />
        </div>
        <ManualEntryForm
          disabled={busy}
          processing={pendingKind === "manual"}
          onSubmit={(input, clear) => upload({ kind: "manual", ...input }, { onSuccess: clear })}
        />
      </CardContent>
    </Card>
  );
}
