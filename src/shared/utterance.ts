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

/**
 * A silence longer than this between two turns is not part of the call's duration: a chat answered the next
 * morning, a thread picked up after a weekend. A manager's review found a WhatsApp deal's five days of
 * messages (465,425 s) in the dashboard's average call length; nobody leaves a live call silent this long.
 */
export const LONGEST_PAUSE_SECONDS = 15 * 60;

export const speakerRoleSchema = z.enum(["account_owner", "customer", "other"]);
export type SpeakerRole = z.infer<typeof speakerRoleSchema>;
