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

/** GET /api/transcripts: the list carries a preview, not the whole text. */
export const transcriptListItemSchema = transcriptBase.extend({
  preview: z.string(),
  contentLength: z.number().int(),
});
export type TranscriptListItem = z.infer<typeof transcriptListItemSchema>;

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
