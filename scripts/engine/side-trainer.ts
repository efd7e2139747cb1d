import { turnFeatures, type SideModel } from "@server/engine/roles/talks-like-seller";
import type { CorpusCall } from "@tests/corpus/schema";
import { fitSparseLogistic } from "./sparse-logistic";

/** Each sentence a seller or a customer said, with 1 for a seller's. Third parties ("other") are left out. */
export function sideExamples(calls: readonly CorpusCall[]): { text: string; seller: number }[] {
  return calls.flatMap((call) =>
    call.turns.flatMap((turn) => {
      const side = call.speakers.find((s) => s.name === turn.speaker)?.side;
      if (side !== "seller" && side !== "customer") return [];
      return turn.sentences.map((sentence) => ({ text: sentence.text, seller: side === "seller" ? 1 : 0 }));
    }),
  );
}

/**
 * Logistic regression with Adagrad and an L2 penalty (sparse-logistic.ts) over turnFeatures; a feature seen in fewer than
 * `minCount` turns is dropped (it would only memorise one call). Sides are weighted to count equally.
 */
export function trainSideModel(calls: readonly CorpusCall[], options = { epochs: 12, learningRate: 0.05, l2: 1e-4, minCount: 3, seed: 5 }): SideModel {
  const examples = sideExamples(calls);
  const lists = examples.map((example) => turnFeatures(example.text));
  const sellers = examples.filter((example) => example.seller).length;
  const weightOf = (seller: number) => (seller ? examples.length / (2 * Math.max(1, sellers)) : examples.length / (2 * Math.max(1, examples.length - sellers)));
  const { features, weights, bias } = fitSparseLogistic(lists, examples.map((example) => example.seller), options, weightOf);
  // Rounded and pruned: weights this small change no speaker's side and only grow the file.
  const kept = features.map((feature, i) => [feature, Math.round(weights[i]! * 1000) / 1000] as const).filter(([, w]) => Math.abs(w) >= 0.005);
  return { features: kept.map(([f]) => f), weights: kept.map(([, w]) => w), bias: Math.round(bias * 1000) / 1000 };
}
