import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { z } from "zod";
import { analysisSchema, namedEntitySchema, speakerMappingSchema, tolerantJson, type Analysis } from "@shared/analysis";
import { transcriptSchema } from "@shared/transcripts";
import { ApiError } from "@client/lib/api";

/** While a call is (re-)analysed its transcript is polled this often, to catch the new analysis quickly. */
export const REANALYSIS_POLL_MS = 2_000;

/**
 * The status is read as any text (SPEC §3 shows an unknown status as Pending) and the entity list, JSON
 * text on the wire, is parsed here; unreadable entities count as none.
 */
const callTranscriptSchema = transcriptSchema.extend({
  status: z.string(),
  namedEntities: tolerantJson(z.array(namedEntitySchema)),
});
export type CallTranscript = z.infer<typeof callTranscriptSchema>;

const transcriptAnswer = z.object({ transcript: callTranscriptSchema });
const speakersAnswer = z.object({ speakerMapping: speakerMappingSchema });
const analysisAnswer = z.object({ analysis: analysisSchema });

export const transcriptKey = (id: string) => ["/api/transcripts", encodeURIComponent(id)] as const;
export const speakersKey = (id: string) => [...transcriptKey(id), "speakers"] as const;
export const analysisKey = (id: string) => ["/api/analyses/transcript", encodeURIComponent(id)] as const;

// Parsing happens in `select` so the cache keeps the server's JSON (shared with the default query
// function) and a mutation can write an answer straight into it.
const selectTranscript = (data: unknown) => transcriptAnswer.parse(data).transcript;
const selectSpeakers = (data: unknown) => speakersAnswer.parse(data).speakerMapping;
const selectAnalysis = (data: unknown): Analysis => analysisAnswer.parse(data).analysis;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /api/transcripts/{id}, polled every 2 s while the call is being analysed. */
export function useCallTranscript(id: string): UseQueryResult<CallTranscript> {
  return useQuery({
    queryKey: transcriptKey(id),
    select: selectTranscript,
    refetchInterval: (query) => (processing(query.state.data) ? REANALYSIS_POLL_MS : false),
  });
}

function processing(data: unknown): boolean {
  const parsed = z.object({ transcript: z.object({ status: z.string() }) }).safeParse(data);
  return parsed.success && parsed.data.transcript.status === "processing";
}

/** GET /api/transcripts/{id}/speakers. */
export function useSpeakerMapping(id: string, enabled: boolean) {
  return useQuery({ queryKey: speakersKey(id), select: selectSpeakers, enabled });
}

/** GET /api/analyses/transcript/{id}; SPEC §7 asks for it only once the transcript has loaded. */
export function useCallAnalysis(id: string, enabled: boolean): UseQueryResult<Analysis> {
  return useQuery({ queryKey: analysisKey(id), select: selectAnalysis, enabled });
}
