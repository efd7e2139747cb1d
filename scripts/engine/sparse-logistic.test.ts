import { describe, expect, it } from "vitest";
import { fitSparseLogistic } from "./sparse-logistic";

describe("fitSparseLogistic", () => {
  it("learns which feature marks the positives and drops features rarer than minCount", () => {
    const lists = Array.from({ length: 200 }, (_, i) => (i % 2 ? ["yes", "common"] : ["no", "common"]));
    lists.push(["once"]);
    const targets = lists.map((list) => (list.includes("yes") ? 1 : 0));
    const fit = fitSparseLogistic(lists, targets, { epochs: 5, learningRate: 0.1, l2: 0, minCount: 2, seed: 1 });
    expect(fit.features).toEqual(["common", "no", "yes"]);
    expect(fit.weights[2]!).toBeGreaterThan(1);
    expect(fit.weights[1]!).toBeLessThan(-1);
  });
});
