import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * Whether the seller side answered each objection sentence of a call (labels-*.jsonl beside this file, one
 * line per objection sentence, written by labellers from the whole call; see README.md in tests/corpus).
 */
export const answeredLabelSchema = z.object({
  id: z.string(),
  turn: z.number().int().nonnegative(),
  sentence: z.number().int().nonnegative(),
  answered: z.boolean(),
});
export type AnsweredLabel = z.infer<typeof answeredLabelSchema>;

/** Every answered label, by call id. A line that is not a label is an error: the files are data, not notes. */
export function loadAnsweredLabels(): Map<string, AnsweredLabel[]> {
  const byCall = new Map<string, AnsweredLabel[]>();
  for (const file of readdirSync(import.meta.dirname).filter((name) => name.endsWith(".jsonl")).sort()) {
    const lines = readFileSync(join(import.meta.dirname, file), "utf8").split("\n").filter((line) => line.trim());
    for (const line of lines) {
      const label = answeredLabelSchema.parse(JSON.parse(line));
      byCall.set(label.id, [...(byCall.get(label.id) ?? []), label]);
    }
  }
  return byCall;
}
