import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { corpusCallSchema, SENTENCE_LABELS } from "./schema";

/** Checks every call file against the schema and prints counts a labeller needs to balance the corpus. */
const dir = join(import.meta.dirname, "calls");
const counts = new Map<string, number>();
const bump = (key: string, by = 1) => counts.set(key, (counts.get(key) ?? 0) + by);
let bad = 0;
let sentences = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
  const parsed = corpusCallSchema.safeParse(JSON.parse(readFileSync(join(dir, file), "utf8")));
  if (!parsed.success) {
    bad++;
    console.error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    continue;
  }
  const call = parsed.data;
  if (`${call.id}.json` !== file) { bad++; console.error(`${file}: id ${call.id} does not match the file name`); }
  bump("calls");
  bump(`type:${call.callType}`);
  bump(`outcome:${call.outcome}`);
  bump(`format:${call.format}`);
  bump(`sellers:${call.speakers.filter((s) => s.side === "seller").length}`);
  for (const turn of call.turns) for (const s of turn.sentences) {
    sentences++;
    for (const l of s.labels ?? []) bump(`label:${l}`);
  }
}
console.log(JSON.stringify({ sentences, invalidFiles: bad, ...Object.fromEntries([...counts].sort()) }, null, 1));
for (const l of SENTENCE_LABELS) if (!counts.has(`label:${l}`)) console.log(`no sentence labelled ${l} yet`);
process.exitCode = bad ? 1 : 0;
