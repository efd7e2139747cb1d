import { z } from "zod";

/**
 * The sparse weights on disk: every feature row's per-label weights in thousandths (the trainer rounds them to
 * that already), as little-endian int16, base64 in the weights file. As a JSON array of arrays the file took
 * 0.35 s to JSON.parse and another 0.35 s to validate per thread (40k rows × 19 labels), paid by every engine
 * worker at start and by every test file that analyses a call; the string parses in milliseconds.
 */
const SCALE = 1000;
const LIMIT = 32767;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function encodeSparseWeights(values: Float32Array | Float64Array): string {
  const quantised = new Int16Array(values.length);
  values.forEach((value, i) => {
    const thousandths = Math.round(value * SCALE);
    if (Math.abs(thousandths) > LIMIT) throw new Error(`sparse weight ${value} is outside ±${LIMIT / SCALE}`);
    quantised[i] = thousandths;
  });
  const bytes = Buffer.alloc(quantised.length * 2);
  quantised.forEach((value, i) => bytes.writeInt16LE(value, i * 2));
  return bytes.toString("base64");
}

function decodeSparseWeights(encoded: string, ctx: z.RefinementCtx): Float32Array {
  const bytes = Buffer.from(encoded, "base64");
  if (bytes.length % 2 !== 0) {
    ctx.addIssue({ code: "custom", message: "sparse weights: an odd number of bytes" });
    return z.NEVER;
  }
  // Copied into a fresh buffer: Buffer.from may hand back a slice of a pool at an odd offset.
  const quantised = new Int16Array(new Uint8Array(bytes).buffer);
  if (!LITTLE_ENDIAN) for (let i = 0; i < quantised.length; i++) quantised[i] = bytes.readInt16LE(i * 2);
  const values = new Float32Array(quantised.length);
  for (let i = 0; i < values.length; i++) values[i] = quantised[i]! / SCALE;
  return values;
}

/** features × labels weights, row-major; the weights schema checks the length against both. */
export const sparseWeightsSchema = z.union([
  z.instanceof(Float32Array),
  z.string().transform(decodeSparseWeights),
]);
