import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FileDropZone } from "./file-drop-zone";
import { ManualEntryForm } from "./manual-entry-form";
import { useUploadTranscript } from "./use-upload-transcript";

/**
 * The upload form of SPEC §2: a file drop zone and a manual entry area. Used by /upload and embedded
 * in the dashboard, so it carries its own card and needs nothing from the page around it.
 */
export function UploadForm() {
  const { upload, pendingKind, progress } = useUploadTranscript();
  const busy = pendingKind !== null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload a call transcript</CardTitle>
        <CardDescription>Drop a transcript file or paste the text; the analysis starts right away.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
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
