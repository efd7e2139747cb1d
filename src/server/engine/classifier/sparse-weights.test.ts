import { describe, expect, it } from "vitest";
import { encodeSparseWeights, sparseWeightsSchema } from "./sparse-weights";

describe("sparse weights on disk", () => {
  it("round-trips weights in thousandths", () => {
    const values = Float32Array.from([0, 1.234, -2.387, 0.001, -0.001, 32.767, -32.767]);
    const decoded = sparseWeightsSchema.parse(encodeSparseWeights(values));
    expect(Array.from(decoded)).toEqual(Array.from(values).map((v) => Math.fround(Math.round(v * 1000) / 1000)));
  });

  it("refuses a weight it cannot store rather than clipping it", () => {
    expect(() => encodeSparseWeights(Float32Array.from([40]))).toThrow(/outside/);
  });

  it("refuses a file whose sparse weights were cut mid-number", () => {
    expect(sparseWeightsSchema.safeParse(Buffer.from([1, 2, 3]).toString("base64")).success).toBe(false);
  });
});
