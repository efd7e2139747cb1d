/**
 * npx tsx tests/corpus/agreement.ts: how far two careful people agree on the sentence labels, the ceiling the
 * classifier's F1 should be read against. A second labeller read 24 dev calls (agreement/calls.json, drawn at
 * random) by the guide alone, without the call files, any label or any model output, and wrote their labels
 * (agreement/second-labeller.jsonl). This prints, per label, the second labeller's precision, recall and F1
 * against the corpus labels.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadCorpus } from "./load";

const here = (name: string) => join(import.meta.dirname, "agreement", name);
const ids: string[] = JSON.parse(readFileSync(here("calls.json"), "utf8"));
const calls = loadCorpus("dev").filter((call) => ids.includes(call.id));
const second = new Map<string, string[]>();
for (const line of readFileSync(here("second-labeller.jsonl"), "utf8").split("\n").filter((l) => l.trim())) {
  const decision = JSON.parse(line) as { file: string; turn: number; sentence: number; labels: string[] };
  second.set(`${decision.file.replace(/\.json$/, "")}|${decision.turn}|${decision.sentence}`, decision.labels);
}

const isObjection = (label: string) => label.startsWith("objection_") && label !== "objection_resolved";
const GROUPS: [string, (label: string) => boolean][] = [
  ...["pain", "metric", "decision_criteria", "decision_process", "economic_buyer", "champion"].map((name) => [name, (l: string) => l === name] as [string, (l: string) => boolean]),
  ["objection (any type)", isObjection],
  ...["objection_resolved", "next_step", "rejection", "buying_signal"].map((name) => [name, (l: string) => l === name] as [string, (l: string) => boolean]),
];

let sentences = 0;
for (const call of calls) for (const turn of call.turns) sentences += turn.sentences.length;
console.log(`${calls.length} dev calls, ${sentences} sentences; the second labeller against the corpus labels:`);
for (const [name, matches] of GROUPS) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const call of calls) {
    call.turns.forEach((turn, t) =>
      turn.sentences.forEach((sentence, s) => {
        const gold = (sentence.labels ?? []).some(matches);
        const theirs = (second.get(`${call.id}|${t}|${s}`) ?? []).some(matches);
        if (gold && theirs) tp++;
        else if (theirs) fp++;
        else if (gold) fn++;
      }),
    );
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  console.log(`  ${name.padEnd(22)} n=${String(tp + fn).padStart(3)} P=${precision.toFixed(3)} R=${recall.toFixed(3)} F1=${f1.toFixed(3)}`);
}
