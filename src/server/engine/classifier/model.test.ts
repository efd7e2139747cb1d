import { describe, expect, it } from "vitest";
import { DENSE_DIMENSIONS, type SentenceContext } from "./features";
import { MODEL_LABELS } from "./labels";
import { createClassifier, type Weights } from "./model";

const UNFITTED = { names: [], coefficients: [], intercept: 0, means: [], scales: [] };
const linearOnly: Weights = {
  version: "test",
  labels: [...MODEL_LABELS],
  features: ["bias"],
  sparse: Float32Array.from(MODEL_LABELS.map(() => -1)),
  dense: MODEL_LABELS.map(() => new Array<number>(DENSE_DIMENSIONS).fill(0)),
  thresholds: MODEL_LABELS.map(() => 0.5),
  conversion: UNFITTED,
  conduct: UNFITTED,
  stages: { idf: {}, centroids: {} },
  trainedOn: { calls: 0, sentences: 0 },
};
const context: SentenceContext = {
  text: "That's more than we budgeted.",
  side: "customer",
  question: false,
  previous: null,
  reaction: null,
  before: null,
  lastInTurn: true,
  position: 0.5,
};
const logit = (p: number) => Math.log(p / (1 - p));

describe("the sentence classifier's hidden layer", () => {
  it("adds each label's weighted ReLU units to its logit, and only positive units count", () => {
    const units = 2;
    // Unit 0 is always 1.5 (bias only), unit 1 always negative (cut by the ReLU).
    const hidden = {
      units,
      w1: new Array<number>(units * DENSE_DIMENSIONS).fill(0),
      b1: [1.5, -2],
      v: MODEL_LABELS.flatMap((_, l) => [l === 0 ? 2 : 0, 5]),
    };
    const plain = createClassifier(linearOnly).predict(context);
    const deep = createClassifier({ ...linearOnly, hidden }).predict(context);
    expect(logit(deep[0]!) - logit(plain[0]!)).toBeCloseTo(3, 6);
    expect(logit(deep[1]!) - logit(plain[1]!)).toBeCloseTo(0, 6);
  });

  it("still masks customer labels on seller speech", () => {
    const hidden = { units: 1, w1: new Array<number>(DENSE_DIMENSIONS).fill(0), b1: [1], v: MODEL_LABELS.map(() => 10) };
    const seller = createClassifier({ ...linearOnly, hidden }).predict({ ...context, side: "seller" });
    expect(seller[MODEL_LABELS.indexOf("pain")]).toBe(0);
    expect(seller[MODEL_LABELS.indexOf("next_step")]).toBeGreaterThan(0.5);
  });
});
