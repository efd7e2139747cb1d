import type { Utterance } from "@shared/utterance";
import { FEATURE_NAMES, speakerFeatures } from "@server/engine/roles/speaker-features";
import { sideScorer } from "@server/engine/roles/talks-like-seller";
import { trainSideModel } from "../../scripts/engine/side-trainer";
import { seededRandom } from "../../scripts/demo/script";
import { loadCorpus } from "./load";

/**
 * Refits the seller-side weights by logistic regression on the train split only (never dev or test) and
 * prints them for src/server/engine/roles/seller-side.ts. Run: npx tsx tests/corpus/fit-roles.ts
 *
 * The "talks like a seller" features come from a side model that has not seen the call: train calls are
 * scored in 5 folds by side models trained on the other folds, as the shipped model has not seen a user's call.
 * Each call is also fitted cut to its first 6 and 12 turns: short calls and snippets give each speaker little
 * to go on, and without them the fit learns to call anyone who says little a seller.
 */
const CUTS = [6, 12, Infinity];
const calls = loadCorpus("train").filter((call) => !call.speakers.every((s) => s.side === "other"));
const next = seededRandom(13);
const folds = calls.map(() => Math.floor(next() * 5));
const scorers = [0, 1, 2, 3, 4].map((fold) => sideScorer(trainSideModel(calls.filter((_, i) => folds[i] !== fold))));
const rows: { x: number[]; y: number }[] = [];
calls.forEach((call, c) => {
  for (const cut of CUTS) {
    if (cut !== Infinity && call.turns.length <= cut) continue;
    const index = new Map<string, number>();
    const utterances: Utterance[] = call.turns.slice(0, cut).map((turn) => {
      if (!index.has(turn.speaker)) index.set(turn.speaker, index.size);
      return { speaker: index.get(turn.speaker) ?? 0, name: turn.speaker, text: turn.sentences.map((s) => s.text).join(" ") };
    });
    const names = new Map([...index].map(([name, n]) => [n, name]));
    const vectors = speakerFeatures(utterances, names, scorers[folds[c]!]!);
    for (const speaker of call.speakers) {
      const x = vectors.get(index.get(speaker.name) ?? -1);
      if (x) rows.push({ x, y: speaker.side === "seller" ? 1 : 0 });
    }
  }
});
const d = FEATURE_NAMES.length;
const w = new Array<number>(d).fill(0);
let b = 0;
const l2 = 0.01;
for (let epoch = 0; epoch < 4000; epoch += 1) {
  const gw = new Array<number>(d).fill(0);
  let gb = 0;
  for (const { x, y } of rows) {
    const p = 1 / (1 + Math.exp(-x.reduce((s, v, i) => s + v * (w[i] ?? 0), b)));
    x.forEach((v, i) => (gw[i] = (gw[i] ?? 0) + (p - y) * v));
    gb += p - y;
  }
  for (let i = 0; i < d; i += 1) w[i] = (w[i] ?? 0) - 0.5 * ((gw[i] ?? 0) / rows.length + l2 * (w[i] ?? 0));
  b -= (0.5 * gb) / rows.length;
}
const round = (v: number): number => Math.round(v * 1000) / 1000;
console.log(JSON.stringify({ rows: rows.length, weights: w.map(round), bias: round(b) }));
