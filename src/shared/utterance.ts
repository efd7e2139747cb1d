import { z } from "zod";

/**
 * One turn of speech, as every parser and bot adapter produces it and the analysis engine reads it.
 * Speakers are numbered from 0 in order of first appearance. Times are seconds from the call's start;
 * `estimated` marks a start/end derived from word counts (150 words per minute) rather than read.
 */
export const utteranceSchema = z.object({
  speaker: z.number().int().min(0),
  name: z.string().optional(),
  text: z.string(),
  start: z.number().min(0).optional(),
  end: z.number().min(0).optional(),
  estimated: z.boolean().optional(),
});
export type Utterance = z.infer<typeof utteranceSchema>;

/** The rate used to estimate times when a transcript carries none. */
export const ESTIMATED_WORDS_PER_MINUTE = 150;

export const speakerRoleSchema = z.enum(["account_owner", "customer", "other"]);
export type SpeakerRole = z.infer<typeof speakerRoleSchema>;
