import type { Utterance } from "@shared/utterance";

/** The file families an upload can be; text formats are the ones read as characters, not containers. */
export const TRANSCRIPT_FORMATS = ["txt", "md", "vtt", "srt", "docx", "doc"] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];
export const TEXT_FORMATS: readonly TranscriptFormat[] = ["txt", "md", "vtt", "srt"];

export interface DecodedText {
  text: string;
  format: TranscriptFormat;
}

export interface ParsedTranscript {
  utterances: Utterance[];
  /** Display name per speaker number; "" when the file never named that speaker. */
  speakers: string[];
  durationSeconds: number;
  /** True when at least one time was read from the file rather than estimated. */
  timed: boolean;
}

/**
 * One stretch of speech as a format reader sees it, before speakers are numbered.
 * `label` null means "whoever spoke last" (or the unnamed speaker when nobody has yet).
 */
export interface Segment {
  label: string | null;
  text: string;
  start?: number;
  end?: number;
  /** Subtitle cues are cut at arbitrary points, so unnamed ones may be joined back together. */
  fromCue?: boolean;
}
