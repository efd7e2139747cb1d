/**
 * npx tsx scripts/engine/disagreements.ts OUT_DIR: a label-consistency review list. Every train and dev
 * sentence is predicted by a model that did not see its call (5-fold, as sweep-cv.ts); where that model is
 * confident and the label says otherwise, the sentence goes on a list for a person to decide by the label
 * guide (tests/corpus/README.md). Test calls are never read. The list only says which label is in question,
 * so a reviewer judges the sentence, not the model.
 *
 * npx tsx scripts/engine/disagreements.ts OUT_DIR [CONFIDENCE] [REVIEWED_DIR...]: items already on an
 * earlier list (REVIEWED_DIR/part-*.md) are left out, so a second round asks only new questions.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MODEL_LABELS } from "@server/engine/classifier/labels";
import { createClassifier } from "@server/engine/classifier/model";
import { sentenceContexts } from "@server/engine/classifier/contexts";
import { loadCorpus } from "@tests/corpus/load";
import type { CorpusCall } from "@tests/corpus/schema";
import { seededRandom } from "../demo/script";
import { labelledSentences } from "./corpus-calls";
import { predictSentences } from "./label-scores";
import { DEFAULT_TRAIN_OPTIONS, trainSentenceModel } from "./sentence-trainer";
import { sentenceWeights } from "./weights-file";

const REVIEWED = ["pain", "objection", "next_step", "economic_buyer"] as const;
const CONFIDENT = Number(process.argv[3] ?? 0.8);
const ITEM_KEY = /^### (\S+)\.json turns\[(\d+)\]\.sentences\[(\d+)\] — is the >> sentence (?:an objection|`(\w+)`)/;
const keyOf = (id: string, turn: number, sentence: number, label: string) => `${id}|${turn}|${sentence}|${label}`;
const alreadyReviewed = new Set<string>();
for (const dir of process.argv.slice(4).filter(existsSync)) {
  for (const file of readdirSync(dir).filter((f) => /^part-\d+\.md$/.test(f))) {
    for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
      const m = ITEM_KEY.exec(line);
      if (m) alreadyReviewed.add(keyOf(m[1]!, Number(m[2]), Number(m[3]), m[4] ?? "objection"));
    }
  }
}

const examplesOf = (calls: readonly CorpusCall[]) =>
  calls.flatMap((call) => {
    const sentences = labelledSentences(call);
    const contexts = sentenceContexts(sentences);
    return sentences.map((sentence, i) => ({ context: contexts[i]!, targets: sentence.targets, mask: sentence.mask }));
  });

const outDir = process.argv[2] ?? "/tmp/disagreements";
const calls = [...loadCorpus("train"), ...loadCorpus("dev")];
const next = seededRandom(17);
const folds = calls.map(() => Math.floor(next() * 5));

interface Item { call: CorpusCall; turn: number; sentence: number; label: string; labelled: boolean }
const items: Item[] = [];
for (let fold = 0; fold < 5; fold++) {
  const model = trainSentenceModel(examplesOf(calls.filter((_, i) => folds[i] !== fold)), DEFAULT_TRAIN_OPTIONS);
  const classifier = createClassifier(sentenceWeights(model, MODEL_LABELS.map(() => 0.5), { calls: 0, sentences: 0 }));
  for (const call of calls.filter((_, i) => folds[i] === fold)) {
    const predicted = predictSentences([call], classifier);
    const positions = call.turns.flatMap((turn, t) => turn.sentences.map((_, s) => [t, s] as const));
    predicted.forEach(({ sentence, probabilities }, k) => {
      for (const label of REVIEWED) {
        const l = MODEL_LABELS.indexOf(label);
        if (!sentence.mask[l]) continue;
        const p = probabilities[l]!;
        const labelled = sentence.targets[l] === 1;
        const [turn, index] = positions[k]!;
        if (alreadyReviewed.has(keyOf(call.id, turn, index, label))) continue;
        if ((labelled && p < 1 - CONFIDENT) || (!labelled && p > CONFIDENT)) {
          items.push({ call, turn, sentence: index, label, labelled });
        }
      }
    });
  }
  console.error(`fold ${fold + 1}/5: ${items.length} items so far`);
}

const render = (item: Item): string => {
  const { call, turn, sentence } = item;
  const lines: string[] = [];
  for (let t = Math.max(0, turn - 2); t <= Math.min(call.turns.length - 1, turn + 2); t++) {
    const side = call.speakers.find((s) => s.name === call.turns[t]!.speaker)?.side;
    call.turns[t]!.sentences.forEach((s, i) => {
      const mark = t === turn && i === sentence ? ">>" : "  ";
      lines.push(`${mark} [${call.turns[t]!.speaker} (${side})] ${s.text}${s.labels?.length ? `   {${s.labels.join(", ")}}` : ""}`);
    });
  }
  const question = item.label === "objection" ? "an objection (any objection_* type)" : `\`${item.label}\``;
  return [
    `### ${call.id}.json turns[${turn}].sentences[${sentence}] — is the >> sentence ${question}? (now: ${item.labelled ? "labelled" : "not labelled"})`,
    `call: ${call.callType}, outcome ${call.outcome}`,
    "```",
    ...lines,
    "```",
  ].join("\n");
};

mkdirSync(outDir, { recursive: true });
const byCall = new Map<string, Item[]>();
for (const item of items) byCall.set(item.call.id, [...(byCall.get(item.call.id) ?? []), item]);
const ids = [...byCall.keys()].sort();
const parts = 4;
for (let p = 0; p < parts; p++) {
  const mine = ids.filter((_, i) => i % parts === p).flatMap((id) => byCall.get(id)!);
  writeFileSync(join(outDir, `part-${p + 1}.md`), mine.map(render).join("\n\n") + "\n");
}
const counts = Object.fromEntries(REVIEWED.map((l) => [l, { missing: 0, extra: 0 }]));
for (const item of items) counts[item.label]![item.labelled ? "extra" : "missing"]++;
console.log(JSON.stringify({ items: items.length, calls: ids.length, counts }));
