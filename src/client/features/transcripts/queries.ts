import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  analysisListItemSchema,
  transcriptCountsSchema,
  transcriptListItemSchema,
  usageStatsSchema,
  type TranscriptCounts,
  type TranscriptStatusFilter,
  type UsageStats,
} from "@shared/transcripts";
import { getPage } from "@client/lib/api";

export const TRANSCRIPTS_KEY = ["/api/transcripts"] as const;
export const TRANSCRIPT_COUNTS_KEY = ["/api/transcripts/counts"] as const;
export const ANALYSES_KEY = ["/api/analyses"] as const;
export const USAGE_KEY = ["/api/usage/stats"] as const;

/**
 * The client reads the status as any text: SPEC §3 shows an unknown status as Pending, so a value the
 * server adds later must not turn the whole list into an error.
 */
const transcriptSummarySchema = transcriptListItemSchema.extend({ status: z.string(), aiScore: z.number().nullable().optional() });
export type TranscriptSummary = z.infer<typeof transcriptSummarySchema>;
export type AnalysisSummary = z.infer<typeof analysisListItemSchema>;

const transcriptListSchema = z.array(transcriptSummarySchema);
const analysisListSchema = z.array(analysisListItemSchema);

// Parsing happens in `select`, not in a query function: the cache keeps the server's JSON. Stable
// references let TanStack Query reuse the parsed result until new data arrives.
const selectAnalyses = (data: unknown): AnalysisSummary[] => analysisListSchema.parse(data);

export interface TranscriptListParams {
  limit?: number;
  status?: TranscriptStatusFilter;
  /** Full-text search of names and what was said; hits carry `match`. */
  q?: string;
}

/** The first page's URL for these filters (GET /api/transcripts is paged, issue 16). */
export function transcriptListUrl({ limit, status, q }: TranscriptListParams): string {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set("limit", String(limit));
  if (status) params.set("status", status);
  if (q?.trim()) params.set("q", q.trim());
  const query = params.toString();
  return query ? `/api/transcripts?${query}` : "/api/transcripts";
}

// Under TRANSCRIPTS_KEY, so everything that refreshes "the transcripts" (an upload, a new rep) refreshes these.
const listKey = (params: TranscriptListParams) => [...TRANSCRIPTS_KEY, { list: params }] as const;

interface Page {
  items: TranscriptSummary[];
  next: string | null;
}

/**
 * The newest calls, one page (the dashboard's five), polled at the screen's SPEC §9 interval. Polls are
 * conditional: an unchanged list answers 304 and nothing re-renders.
 */
export function useTranscriptList(refetchInterval: number, params: TranscriptListParams = {}) {
  return useQuery({
    queryKey: listKey(params),
    queryFn: async ({ signal }) => (await getPage(transcriptListUrl(params), signal)).data,
    select: (data: unknown) => transcriptListSchema.parse(data),
    refetchInterval,
  });
}

/**
 * Every page loaded so far of a list ("Load more" follows the Link header's next URL). A poll re-reads the
 * loaded pages, each conditionally, so an unchanged list costs one 304 per page.
 */
export function useTranscriptPages(refetchInterval: number, params: TranscriptListParams = {}) {
  return useInfiniteQuery({
    queryKey: [...listKey(params), "pages"] as const,
    initialPageParam: transcriptListUrl(params),
    queryFn: async ({ pageParam, signal }): Promise<Page> => {
      const page = await getPage(pageParam, signal);
      return { items: transcriptListSchema.parse(page.data), next: page.next };
    },
    getNextPageParam: (last) => last.next ?? undefined,
    select: (data) => ({ ...data, items: data.pages.flatMap((page) => page.items) }),
    refetchInterval,
  });
}

const selectCounts = (data: unknown): TranscriptCounts => transcriptCountsSchema.parse(data);

/** GET /api/transcripts/counts: how many calls by status, for filter buttons; one grouped count on the server. */
export function useTranscriptCounts(refetchInterval: number) {
  return useQuery({ queryKey: TRANSCRIPT_COUNTS_KEY, select: selectCounts, refetchInterval });
}

/** GET /api/analyses; SPEC §7 loads it only once transcripts exist. */
export function useAnalysisList({ enabled, refetchInterval }: { enabled: boolean; refetchInterval: number }) {
  return useQuery({ queryKey: ANALYSES_KEY, select: selectAnalyses, enabled, refetchInterval });
}

const selectUsage = (data: unknown): UsageStats => usageStatsSchema.parse(data);

/** GET /api/usage/stats: the plan's use this month; the upload form and the dashboard's alert read it. */
export const useUsageStats = () => useQuery({ queryKey: USAGE_KEY, select: selectUsage });
