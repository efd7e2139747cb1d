/**
 * npx tsx tests/corpus/assign-splits.ts [--write]
 *
 * Puts every call in calls/ that splits.json does not list yet into train or dev, never test (the test split
 * stays the calls it was assigned once): train when the SHA-256 of SALT and the call's id, read as a fraction,
 * falls below TRAIN_SHARE, else dev. The same id always lands in the same split, so the assignment can be
 * checked by anyone. Prints the assignment; `--write` saves it. Calls already listed never move.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SALT = "rapport-corpus-split";
const TRAIN_SHARE = 0.75;

const dir = import.meta.dirname;
const file = join(dir, "splits.json");
const splits = JSON.parse(readFileSync(file, "utf8")) as { _note: string; train: string[]; dev: string[]; test: string[] };
const listed = new Set([...splits.train, ...splits.dev, ...splits.test]);
const unlisted = readdirSync(join(dir, "calls"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => name.slice(0, -".json".length))
  .filter((id) => !listed.has(id))
  .sort();

const fraction = (id: string) => createHash("sha256").update(`${SALT}:${id}`).digest().readUInt32BE(0) / 2 ** 32;
for (const id of unlisted) {
  const split = fraction(id) < TRAIN_SHARE ? "train" : "dev";
  splits[split].push(id);
  console.log(`${split}\t${id}`);
}
console.log(`${unlisted.length} calls assigned: ${unlisted.filter((id) => fraction(id) < TRAIN_SHARE).length} train, ${unlisted.filter((id) => fraction(id) >= TRAIN_SHARE).length} dev`);
if (process.argv.includes("--write")) writeFileSync(file, `${JSON.stringify(splits, null, 1)}\n`);
