import { useEffect, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { speakerMappingSchema, type SpeakerMapping } from "@shared/analysis";
import { ApiError, apiJson } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { analysisKey, speakersKey, transcriptKey } from "./queries";
import { withSide } from "./speaker-names";

// The transcript stays raw: the cache holds server JSON, parsed by the transcript query's `select`.
const saveAnswer = z.object({ speakerMapping: speakerMappingSchema, transcript: z.unknown() });

// The lists other screens poll: the call's status and score change with the new analysis.
const LIST_KEYS = [["/api/transcripts"], ["/api/analyses"]] as const;

/**
 * "Who is on our side?": PUT /api/transcripts/{id}/speakers with the chosen speakers as account_owners. The server
 * answers with the call back in processing, which is written to the cache at once so the transcript
 * polling starts and the finished re-analysis cannot be missed.
 */
export function useRepChange(id: string, mapping: SpeakerMapping) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ours: number[]) => {
      const body = { speakerMapping: withSide(mapping, ours) };
      return saveAnswer.parse(await apiJson("PUT", `/api/transcripts/${encodeURIComponent(id)}/speakers`, body));
    },
    // A read of the old mapping still in flight would land after the answer and untick the box.
    onMutate: () => client.cancelQueries({ queryKey: speakersKey(id) }),
    onSuccess: (answer) => {
      client.setQueryData(speakersKey(id), { speakerMapping: answer.speakerMapping });
      client.setQueryData(transcriptKey(id), { transcript: answer.transcript });
      for (const queryKey of LIST_KEYS) void client.invalidateQueries({ queryKey, exact: true });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
      toast({ variant: "destructive", title: "Could not change who is on our side", description });
    },
  });
}

/**
 * When the call leaves processing (a re-analysis, or the first one, finished), reads the analysis again
 * so the new scores replace the old, and says so.
 */
export function useRefreshWhenAnalysed(id: string, status: string | undefined, failureReason: string | null | undefined) {
  const client = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== "processing" || status === "processing" || status === undefined) return;
    void client.invalidateQueries({ queryKey: analysisKey(id) });
    for (const queryKey of LIST_KEYS) void client.invalidateQueries({ queryKey, exact: true });
    if (status === "failed") {
      toast({ variant: "destructive", title: "Analysis failed", description: failureReason ?? "Please try again." });
    } else {
      toast({ title: "Analysis updated", description: "The scores now come from the new analysis." });
    }
  }, [client, id, status, failureReason]);
}
