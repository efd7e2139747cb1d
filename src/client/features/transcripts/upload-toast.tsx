import { Link } from "wouter";
import { z } from "zod";
import { transcriptListItemSchema } from "@shared/transcripts";
import { ToastAction } from "@client/components/ui/toast";
import { toast } from "@client/lib/toast";

// POST /api/transcripts answers { transcript }; only its id is needed here.
const uploadAnswerSchema = z.object({ transcript: transcriptListItemSchema.pick({ id: true }) });

/** SPEC §8's success toast, with a link to the new call so the user can follow its analysis. */
export function showUploadedToast(answer: unknown): void {
  const parsed = uploadAnswerSchema.safeParse(answer);
  toast({
    title: "Success",
    description: "Transcript uploaded successfully and analysis started",
    action: parsed.success ? (
      <ToastAction altText="View the new call" asChild>
        <Link href={`/analysis/${encodeURIComponent(parsed.data.transcript.id)}`}>View Call</Link>
      </ToastAction>
    ) : undefined,
  });
}
