import type { z } from "zod";
import { trackerInputSchema, type TrackerInput, type TrackerSide } from "@shared/trackers";

export interface TrackerDraft {
  name: string;
  /** One phrase per line, as typed. */
  phrasesText: string;
  side: TrackerSide;
}

export type TrackerErrors = Partial<Record<"name" | "phrases" | "side", string>>;

/** The typed lines as phrases; blank lines are spacing, not empty phrases. */
export function phrasesOf(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== "");
}

/** First message per field, from the schema the server checks with; a phrase's message names its line. */
export function errorsOf(error: z.ZodError, phrases: readonly string[]): TrackerErrors {
  const errors: TrackerErrors = {};
  for (const issue of error.issues) {
    const [field, index] = issue.path;
    if (field !== "name" && field !== "phrases" && field !== "side") continue;
    if (errors[field]) continue;
    errors[field] = typeof index === "number" ? `“${phrases[index]?.trim() ?? ""}”: ${issue.message}` : issue.message;
  }
  return errors;
}

/** The draft as the API's input, or what is wrong with it in words. */
export function validateTracker(draft: TrackerDraft): { input: TrackerInput } | { errors: TrackerErrors } {
  const phrases = phrasesOf(draft.phrasesText);
  const input: TrackerInput = { name: draft.name, phrases, side: draft.side };
  const parsed = trackerInputSchema.safeParse(input);
  return parsed.success ? { input } : { errors: errorsOf(parsed.error, phrases) };
}
