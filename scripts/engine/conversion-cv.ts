/**
 * npx tsx scripts/engine/conversion-cv.ts [--without signal,signal] [--with signal,signal] [--splits-ref REF]:
 * the conversion model's figures without a full `npm run train`, on train+dev only (never test). Each call's
 * signals are read by the fold sentence classifier that did not see it (fold-classifiers.ts, cached), and the
 * logistic model is fitted five times, each without one fold: held-out AUC, log loss, and AUC on persuasion
 * dialogues apart, for the shipped signal set (CONVERSION_SIGNALS) and the set changed by --without / --with.
 * `--splits-ref` takes train and dev from an earlier commit's splits.json, to reuse a cache made before calls
 * were added.
 */
import { execSync } from "node:child_process";
import { parseArgs } from "node:util";
import { classifyCall } from "@server/engine/classifier/classify-call";
import { applyLinear, createClassifier } from "@server/engine/classifier/model";
import { findFollowUps } from "@server/engine/follow-ups/follow-ups";
import { computeMetrics } from "@server/engine/metrics";
import { callSignals, CONVERSION_SIGNALS, type CallSignal, type CallSignals } from "@server/engine/scores/call-signals";
import { measureSentiment } from "@server/engine/sentiment/sentiment";
import { loadCorpus } from "@tests/corpus/load";
import { seededRandom } from "../demo/script";
import { corpusEngineCall, corpusUtterances } from "./corpus-calls";
import { FOLDS, foldClassifiers, trainPlusDevFolds } from "./fold-classifiers";
import { auc, fitLinear } from "./linear-fit";

const { values } = parseArgs({ options: { without: { type: "string", default: "" }, with: { type: "string", default: "" }, "splits-ref": { type: "string" } } });
const list = (text: string) => text.split(",").filter(Boolean) as CallSignal[];

function corpusFolds() {
  const ref = values["splits-ref"];
  if (!ref) return trainPlusDevFolds();
  const old = JSON.parse(execSync(`git show ${ref}:tests/corpus/splits.json`, { encoding: "utf8" })) as Record<"train" | "dev", string[]>;
  const keep = new Set([...old.train, ...old.dev]);
  const calls = [...loadCorpus("train"), ...loadCorpus("dev")].filter((call) => keep.has(call.id));
  const next = seededRandom(11);
  return { calls, folds: calls.map(() => Math.floor(next() * FOLDS)) };
}

const { calls, folds } = corpusFolds();
const weights = foldClassifiers(calls, folds);
const rows: { won: boolean; fold: number; signals: CallSignals; persuasion: boolean }[] = [];
calls.forEach((call, i) => {
  if (call.outcome === "none") return;
  const engineCall = corpusEngineCall(call);
  const { utterances, sellers } = corpusUtterances(call);
  const labels = classifyCall(engineCall, createClassifier(weights[folds[i]!]!));
  const signals = callSignals(engineCall, labels, computeMetrics(utterances, sellers), measureSentiment(engineCall).customer, findFollowUps(engineCall, labels));
  rows.push({ won: call.outcome === "won", fold: folds[i]!, signals, persuasion: call.callType === "persuasion" });
});

function report(name: string, names: readonly CallSignal[], l2 = 0.01) {
  const scores = new Array<number>(rows.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const train = rows.filter((row) => row.fold !== fold);
    const fit = fitLinear(names, train.map((row) => names.map((signal) => row.signals[signal])), train.map((row) => (row.won ? 1 : 0)), "logistic", l2);
    rows.forEach((row, i) => {
      if (row.fold === fold) scores[i] = applyLinear(fit, row.signals).value;
    });
  }
  const loss = -rows.reduce((sum, row, i) => sum + Math.log(1 / (1 + Math.exp(row.won ? -scores[i]! : scores[i]!))), 0) / rows.length;
  const persuasion = rows.map((row, i) => ({ row, score: scores[i]! })).filter(({ row }) => row.persuasion);
  console.log(
    JSON.stringify({
      set: name,
      calls: rows.length,
      auc: Number(auc(scores, rows.map((row) => row.won)).toFixed(4)),
      logLoss: Number(loss.toFixed(4)),
      persuasionAuc: Number(auc(persuasion.map(({ score }) => score), persuasion.map(({ row }) => row.won)).toFixed(3)),
    }),
  );
}

report("shipped", CONVERSION_SIGNALS);
if (values.without || values.with) {
  report(`without ${values.without} with ${values.with}`, [...CONVERSION_SIGNALS.filter((signal) => !list(values.without).includes(signal)), ...list(values.with)]);
}
