/**
 * npx tsx scripts/engine/objections-eval.ts [--cache FILE] [--show]
 *
 * The objection list the screen shows (objections/objections.ts findObjections) against the corpus' labelled
 * objections, on dev, read by a sentence classifier trained on train alone (so dev is unseen; kept in FILE,
 * default /tmp/rapport-train-only-weights.json, keyed by nothing: delete it after a corpus change). Sales
 * calls only, sides as labelled. A listed objection is right when one of its sentences is labelled an
 * objection; recall is over labelled objection turns (one concern said in several sentences is one). Prints
 * precision, recall, F1 and how often a right objection has a type the labellers gave it. `--show` lists the
 * labelled objections the list missed. `npm run eval` reports the sentence labels on test; this is the list.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { sentenceContexts } from "@server/engine/classifier/contexts";
import { classifyCall } from "@server/engine/classifier/classify-call";
import { MODEL_LABELS, type ObjectionLabel } from "@server/engine/classifier/labels";
import { createClassifier, serializeWeights, weightsSchema, type Weights } from "@server/engine/classifier/model";
import { findObjections } from "@server/engine/objections/objections";
import { CATEGORY_OF } from "@server/engine/objections/classified-raises";
import { loadCorpus } from "@tests/corpus/load";
import { corpusEngineCall, labelledSentences } from "./corpus-calls";
import { DEFAULT_TRAIN_OPTIONS, trainSentenceModel } from "./sentence-trainer";
import { sentenceWeights } from "./weights-file";

const { values } = parseArgs({ options: { cache: { type: "string", default: "/tmp/rapport-train-only-weights.json" }, show: { type: "boolean", default: false } } });

function trainOnlyWeights(file: string): Weights {
  if (existsSync(file)) return weightsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  const examples = loadCorpus("train").flatMap((call) => {
    const sentences = labelledSentences(call);
    const contexts = sentenceContexts(sentences);
    return sentences.map((sentence, i) => ({ context: contexts[i]!, targets: sentence.targets, mask: sentence.mask }));
  });
  const weights = sentenceWeights(trainSentenceModel(examples, DEFAULT_TRAIN_OPTIONS), MODEL_LABELS.map(() => 0.5), { calls: 0, sentences: 0 });
  writeFileSync(file, serializeWeights(weights));
  return weights;
}

const normalised = (text: string) => text.toLowerCase().replace(/[’‘`]/g, "'").replace(/[^a-z0-9' ]+/g, " ").replace(/\s+/g, " ").trim();
const sameSentence = (a: string, b: string) => a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));

const classifier = createClassifier(trainOnlyWeights(values.cache));
const counts = { listed: 0, right: 0, typedRight: 0, labelledTurns: 0, labelledFound: 0 };
const misses: string[] = [];
for (const corpus of loadCorpus("dev")) {
  if (corpus.callType === "non_sales") continue;
  const call = corpusEngineCall(corpus);
  const found = findObjections(call, classifyCall(call, classifier));
  const objectionSentences = corpus.turns
    .flatMap((turn, t) =>
      turn.sentences.map((sentence) => ({ turn: t, text: normalised(sentence.text), categories: (sentence.labels ?? []).flatMap((label) => CATEGORY_OF[label as ObjectionLabel] ?? []) })),
    )
    .filter((sentence) => sentence.categories.length > 0);
  for (const objection of found) {
    counts.listed++;
    const matches = objectionSentences.filter((sentence) => objection.raise.sentences.some((said) => sameSentence(normalised(said.text), sentence.text)));
    if (matches.length === 0) continue;
    counts.right++;
    if (matches.some((sentence) => sentence.categories.includes(objection.category))) counts.typedRight++;
  }
  for (const turn of new Set(objectionSentences.map((sentence) => sentence.turn))) {
    counts.labelledTurns++;
    const texts = objectionSentences.filter((sentence) => sentence.turn === turn).map((sentence) => sentence.text);
    if (found.some((objection) => objection.raise.sentences.some((said) => texts.some((text) => sameSentence(normalised(said.text), text))))) counts.labelledFound++;
    else misses.push(`${corpus.id}: ${texts[0]}`);
  }
}
const round = (value: number) => Math.round(value * 1000) / 1000;
const precision = counts.right / Math.max(1, counts.listed);
const recall = counts.labelledFound / Math.max(1, counts.labelledTurns);
console.log(JSON.stringify({
  split: "dev",
  listed: counts.listed,
  labelledObjectionTurns: counts.labelledTurns,
  precision: round(precision),
  recall: round(recall),
  f1: round((2 * precision * recall) / Math.max(1e-9, precision + recall)),
  typeRightOnMatches: round(counts.typedRight / Math.max(1, counts.right)),
}));
if (values.show) console.log(misses.join("\n"));
