import { z } from "zod";
import { utteranceSchema } from "./utterance";
import { planIdSchema } from "./auth";
import { speakerMappingSchema } from "./analysis";

export const transcriptStatusSchema = z.enum(["processing", "completed", "failed"]);
export type TranscriptStatus = z.infer<typeof transcriptStatusSchema>;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = [".txt", ".doc", ".docx", ".vtt", ".srt", ".md"] as const;
export const DEFAULT_TRANSCRIPT_NAME = "Manual Entry";
export const TRANSCRIPT_NAME_MAX = 200;
/** SPEC §9: the recordings list previews this many characters. */
export const PREVIEW_CHARS = 300;

/** Manual entry (SPEC §5): content must be non-empty after trimming; the name is optional. */
export const manualTranscriptSchema = z
  .object({
    content: z
      .string({ error: "Please enter transcript content" })
      .max(MAX_UPLOAD_BYTES, "File is larger than the 10MB limit")
      .refine((s) => s.trim().length > 0, "Please enter transcript content"),
    name: z
      .string()
      .trim()
      .max(TRANSCRIPT_NAME_MAX, `Name must be at most ${TRANSCRIPT_NAME_MAX} characters`)
      .optional(),
  })
  .strict();
export type ManualTranscriptInput = z.infer<typeof manualTranscriptSchema>;

const transcriptBase = z.object({
  id: z.string(),
  name: z.string(),
  status: transcriptStatusSchema,
  /** Why analysis failed, shown to the user; null otherwise. */
  failureReason: z.string().nullable(),
  uploadedAt: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  /** Bytes. */
  fileSize: z.number().int(),
  /** "gladia" means the meeting bot; anything else a manual upload (SPEC §3). */
  source: z.string(),
  meetingName: z.string().nullable(),
  recordingUrl: z.string().nullable(),
});

/**
 * Where a search hit was said: the snippet (plain text; the matched words are wrapped in <mark>…</mark>,
 * nothing else is markup), the utterance's index in diarizationData and its start in seconds (null when
 * only the call's name matched, or the file gave no times).
 */
export const transcriptMatchSchema = z.object({
  snippet: z.string(),
  utterance: z.number().int().nullable(),
  seconds: z.number().nullable(),
});
export type TranscriptMatch = z.infer<typeof transcriptMatchSchema>;

/** GET /api/transcripts: the list carries a preview, not the whole text. */
export const transcriptListItemSchema = transcriptBase.extend({
  preview: z.string(),
  contentLength: z.number().int(),
  /** The call's AI score once analysed, so list screens need not load every analysis. */
  aiScore: z.number().nullable(),
  /** Present on search answers (q=) only. */
  match: transcriptMatchSchema.optional(),
});
export type TranscriptListItem = z.infer<typeof transcriptListItemSchema>;

/** Issue 16: GET /api/transcripts is a page, newest first (or best match first for q=). */
export const TRANSCRIPT_PAGE_DEFAULT = 50;
export const TRANSCRIPT_PAGE_MAX = 200;
export const TRANSCRIPT_SEARCH_MAX = 200;
/** `pending` is every call not yet analysed: processing or failed. */
export const TRANSCRIPT_STATUS_FILTERS = ["completed", "processing", "failed", "pending"] as const;
export const transcriptStatusFilterSchema = z.enum(TRANSCRIPT_STATUS_FILTERS, {
  error: `status must be one of ${TRANSCRIPT_STATUS_FILTERS.join(", ")}`,
});
export type TranscriptStatusFilter = z.infer<typeof transcriptStatusFilterSchema>;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${TRANSCRIPT_PAGE_MAX}`;
export const transcriptListQuerySchema = z.object({
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^\d{1,4}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(TRANSCRIPT_PAGE_MAX, LIMIT_MESSAGE))
    .optional(),
  /** The opaque cursor of the Link header's next URL. */
  before: z.string({ error: "before must be the cursor from the Link header" }).max(300, "before must be the cursor from the Link header").optional(),
  status: transcriptStatusFilterSchema.optional(),
  q: z
    .string({ error: "q must be text" })
    .max(TRANSCRIPT_SEARCH_MAX, `q must be at most ${TRANSCRIPT_SEARCH_MAX} characters`)
    .optional(),
});
export type TranscriptListQuery = z.infer<typeof transcriptListQuerySchema>;

/** GET /api/transcripts/counts: the Recordings filters' counts, one grouped count in SQL. */
export const transcriptCountsSchema = z.object({
  all: z.number().int(),
  completed: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
});
export type TranscriptCounts = z.infer<typeof transcriptCountsSchema>;

/** GET /api/transcripts/{id} → { transcript }. */
export const transcriptSchema = transcriptBase.extend({
  content: z.string(),
  format: z.string(),
  /** JSON text of [{entity_type, text}] (SPEC §3), null until analysed. */
  namedEntities: z.string().nullable(),
  diarizationData: z.array(utteranceSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** PUT /api/transcripts/{id}/speakers: names and who the rep is; saving re-runs the analysis. */
export const updateSpeakersSchema = z.object({ speakerMapping: speakerMappingSchema }).strict();
export type UpdateSpeakersInput = z.infer<typeof updateSpeakersSchema>;

/** GET /api/analyses: one light row per analysed call. */
export const analysisListItemSchema = z.object({
  id: z.string(),
  transcriptId: z.string(),
  aiScore: z.number(),
  conversionProbability: z.number(),
  createdAt: z.string(),
});
export type AnalysisListItem = z.infer<typeof analysisListItemSchema>;

/** GET /api/usage/stats (SPEC §3). limit and remaining are null on the unlimited plan. */
export const usageStatsSchema = z.object({
  plan: planIdSchema,
  current: z.number().int(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  percentUsed: z.number(),
  canCreate: z.boolean(),
});
export type UsageStats = z.infer<typeof usageStatsSchema>;

export const LIMIT_REACHED_MESSAGE =
  "Recording limit reached. You cannot record new meetings until next month or upgrade your plan.";

/** A letter or a digit in any script. Text without one ("....", "- - -") holds no words to analyse. */
export const hasWords = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);
