/**
 * npx tsx tests/corpus/apply-review.ts decisions.jsonl...: applies a label-consistency review (see
 * scripts/engine/disagreements.ts) to the call files. Each line is one changed sentence:
 * {"file":"<id>.json","turn":T,"sentence":S,"labels":[...]} with the sentence's complete new label list.
 * Refuses test calls, unknown labels and customer labels on seller speech, and prints what it changed.
 *
 * --test-split-blind-review: accept test calls too. Only for a review that read every sentence of the test
 * calls by the guide, without any model output (a model-driven list would bend the yardstick toward the model).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { corpusCallSchema, SENTENCE_LABELS } from "./schema";

const decisionSchema = z.object({
  file: z.string().regex(/^[a-z0-9-]+\.json$/),
  turn: z.number().int().min(0),
  sentence: z.number().int().min(0),
  labels: z.array(z.enum(SENTENCE_LABELS)),
});

const dir = join(import.meta.dirname, "calls");
const splits = JSON.parse(readFileSync(join(import.meta.dirname, "splits.json"), "utf8")) as Record<string, string[]>;
const testIds = new Set(splits.test);
const changes = new Map<string, z.infer<typeof decisionSchema>[]>();
let refused = 0;
const blindTestReview = process.argv.includes("--test-split-blind-review");
for (const path of process.argv.slice(2).filter((arg) => !arg.startsWith("--"))) {
  for (const line of readFileSync(path, "utf8").split("\n").filter((l) => l.trim())) {
    const parsed = decisionSchema.safeParse(JSON.parse(line));
    if (!parsed.success) { refused++; console.error(`refused (${parsed.error.issues[0]?.message}): ${line}`); continue; }
    if (!blindTestReview && testIds.has(parsed.data.file.replace(/\.json$/, ""))) { refused++; console.error(`refused (a test call): ${line}`); continue; }
    changes.set(parsed.data.file, [...(changes.get(parsed.data.file) ?? []), parsed.data]);
  }
}

const tally = new Map<string, number>();
for (const [file, decisions] of changes) {
  const text = readFileSync(join(dir, file), "utf8");
  const call = corpusCallSchema.parse(JSON.parse(text));
  const raw = JSON.parse(text) as { turns: { speaker: string; sentences: { text: string; labels?: string[] }[] }[] };
  for (const d of decisions) {
    const turn = raw.turns[d.turn];
    const sentence = turn?.sentences[d.sentence];
    if (!turn || !sentence) { refused++; console.error(`refused (no such sentence): ${file} ${d.turn}/${d.sentence}`); continue; }
    const seller = call.speakers.find((s) => s.name === turn.speaker)?.side !== "customer";
    if (seller && d.labels.some((l) => l !== "next_step")) { refused++; console.error(`refused (customer label on seller speech): ${file} ${d.turn}/${d.sentence}`); continue; }
    const before = new Set(sentence.labels ?? []);
    const after = new Set<string>(d.labels);
    for (const l of after) if (!before.has(l)) tally.set(`+${l}`, (tally.get(`+${l}`) ?? 0) + 1);
    for (const l of before) if (!after.has(l)) tally.set(`-${l}`, (tally.get(`-${l}`) ?? 0) + 1);
    if (d.labels.length) sentence.labels = [...after];
    else delete sentence.labels;
  }
  writeFileSync(join(dir, file), JSON.stringify(raw, null, 1) + (text.endsWith("\n") ? "\n" : ""));
}
console.log(JSON.stringify({ files: changes.size, refused, changes: Object.fromEntries([...tally].sort()) }, null, 1));
