import { useId, useRef, useState, type DragEvent } from "react";
import { FileUp } from "lucide-react";
import { ACCEPTED_EXTENSIONS } from "@shared/transcripts";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import type { UploadProgress } from "./upload-request";

interface FileDropZoneProps {
  /** True while any upload runs: the zone then ignores new files. */
  disabled: boolean;
  /** True while this zone's own file is being sent. */
  uploading: boolean;
  progress: UploadProgress | null;
  onFile: (file: File) => void;
}

const ACCEPT = ACCEPTED_EXTENSIONS.join(",");

/** SPEC §2 Upload: a drop zone highlighted while a file is over it; only the first dropped file is used. */
export function FileDropZone({ disabled, uploading, progress, onFile }: FileDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Without preventDefault the browser refuses the drop (and would open the file instead).
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving onto a child element fires dragleave on the zone too; only leaving the zone itself counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const first = event.dataTransfer.files[0];
    if (first && !disabled) onFile(first);
  };

  return (
    <div
      role="group"
      aria-label="Transcript file drop zone"
      data-dragging={dragging}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
        dragging ? "border-primary bg-accent" : "border-input bg-card",
      )}
    >
      <FileUp className={cn("size-10", dragging ? "text-primary" : "text-muted-foreground")} aria-hidden="true" />
      <p className="text-sm font-medium">Drag and drop your transcript file here</p>
      <p className="text-xs text-muted-foreground">Supported formats: {ACCEPTED_EXTENSIONS.join(", ")}</p>
      <label htmlFor={inputId} className="sr-only">
        Transcript file
      </label>
      <input
        ref={input}
        id={inputId}
        name="file"
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const first = event.target.files?.[0];
          // Cleared at once so choosing the same file again still fires a change.
          event.target.value = "";
          if (first) onFile(first);
        }}
      />
      <Button type="button" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        {uploading ? "Uploading..." : "Choose File"}
      </Button>
      {uploading && progress ? <ProgressBar progress={progress} /> : null}
      <p className="text-xs text-muted-foreground">Maximum file size: 10MB</p>
    </div>
  );
}

function ProgressBar({ progress }: { progress: UploadProgress }) {
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className="flex w-full max-w-xs items-center gap-3">
      <progress
        aria-label="Upload progress"
        value={progress.loaded}
        max={progress.total}
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
      />
      <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{percent}%</span>
    </div>
  );
}
