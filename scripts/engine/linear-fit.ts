import { standardised, type LinearModel } from "@server/engine/classifier/model";

/** A feature that barely varies in the corpus gets at least this scale, so its standardised value stays sane. */
const MIN_SCALE = 0.05;

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** Means and standard deviations per column, so coefficients of standardised features compare. */
function standardise(rows: readonly number[][]): { means: number[]; scales: number[] } {
  const columns = rows[0]?.length ?? 0;
  const means = Array.from({ length: columns }, (_, c) => rows.reduce((sum, row) => sum + row[c]!, 0) / rows.length);
  const scales = means.map((mean, c) => {
    const variance = rows.reduce((sum, row) => sum + (row[c]! - mean) ** 2, 0) / rows.length;
    return Math.max(MIN_SCALE, Math.sqrt(variance));
  });
  return { means, scales };
}

/**
 * Fits y ≈ link(intercept + Σ coefficient × standardised feature) by full-batch gradient descent with an L2
 * penalty: link is the logistic function for a probability (won/lost), the identity for a grade. With a few
 * hundred calls and under twenty features this converges in well under a second.
 */
export function fitLinear(names: readonly string[], rows: readonly number[][], targets: readonly number[], kind: "logistic" | "linear", l2: number): LinearModel {
  const { means, scales } = standardise(rows);
  const x = rows.map((row) => row.map((value, c) => standardised(value, means[c]!, scales[c]!)));
  const n = x.length;
  const coefficients = new Array<number>(names.length).fill(0);
  let intercept = kind === "linear" ? targets.reduce((a, b) => a + b, 0) / n : 0;
  const rate = kind === "logistic" ? 0.5 : 0.05;
  for (let step = 0; step < 4000; step++) {
    const grad = new Array<number>(names.length).fill(0);
    let gradIntercept = 0;
    for (let i = 0; i < n; i++) {
      let z = intercept;
      for (let c = 0; c < names.length; c++) z += coefficients[c]! * x[i]![c]!;
      const prediction = kind === "logistic" ? 1 / (1 + Math.exp(-z)) : z;
      const error = prediction - targets[i]!;
      gradIntercept += error / n;
      for (let c = 0; c < names.length; c++) grad[c]! += (error * x[i]![c]!) / n;
    }
    intercept -= rate * gradIntercept;
    for (let c = 0; c < names.length; c++) coefficients[c]! -= rate * (grad[c]! + l2 * coefficients[c]!);
  }
  return { names: [...names], coefficients: coefficients.map(round), intercept: round(intercept), means: means.map(round), scales: scales.map(round) };
}

/** Area under the ROC curve: the chance a random positive scores above a random negative (ties half). */
export function auc(scores: readonly number[], positives: readonly boolean[]): number {
  let wins = 0;
  let pairs = 0;
  scores.forEach((s, i) => {
    if (!positives[i]) return;
    scores.forEach((t, j) => {
      if (positives[j]) return;
      pairs++;
      wins += s > t ? 1 : s === t ? 0.5 : 0;
    });
  });
  return pairs ? wins / pairs : 0.5;
}
