import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@client/lib/toast";
import { ANALYSES_KEY, TRANSCRIPT_COUNTS_KEY, TRANSCRIPTS_KEY, USAGE_KEY } from "./queries";
import { errorMessage } from "./error-message";
import { showUploadedToast } from "./upload-toast";
import { submitManualTranscript, UploadNetworkError, uploadTranscriptFile, type UploadProgress } from "./upload-request";

export type UploadInput = { kind: "file"; file: File } | { kind: "manual"; name: string; content: string };
export type UploadKind = UploadInput["kind"];
type Submission = UploadInput & { idempotencyKey: string };

// A lost answer is retried with the submission's key, so the server can never store the call twice.
const NETWORK_RETRIES = 2;
const RETRY_DELAY_MS = 500;

// SPEC §7 names the first two; usage, counts and analyses change with every upload too (usage alert, recordings).
const KEYS_AN_UPLOAD_CHANGES = [TRANSCRIPTS_KEY, ["/api/stats"], USAGE_KEY, ANALYSES_KEY, TRANSCRIPT_COUNTS_KEY] as const;

/** Uploads a file or manual text with SPEC §8's toasts, and refreshes every read the new call changes. */
export function useUploadTranscript() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const mutation = useMutation({
    mutationFn: (input: Submission) =>
      input.kind === "file"
        ? uploadTranscriptFile(input.file, input.idempotencyKey, setProgress)
        : submitManualTranscript(input, input.idempotencyKey),
    retry: (failures, error) => error instanceof UploadNetworkError && failures < NETWORK_RETRIES,
    retryDelay: RETRY_DELAY_MS,
    onSuccess: (answer) => {
      showUploadedToast(answer);
      // Not awaited: the form is free again at once, the lists catch up when their reads return.
      for (const queryKey of KEYS_AN_UPLOAD_CHANGES) void client.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Error",
        description: `Failed to upload transcript: ${errorMessage(error)}`,
      });
    },
    onSettled: () => setProgress(null),
  });

  return {
    upload: (input: UploadInput, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ ...input, idempotencyKey: crypto.randomUUID() }, options),
    /** Which of the two buttons is busy, or null when nothing is being sent. */
    pendingKind: mutation.isPending ? (mutation.variables?.kind ?? null) : null,
    progress,
  };
}
