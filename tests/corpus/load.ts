import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { corpusCallSchema, type CorpusCall } from "./schema";

const dir = join(import.meta.dirname, "calls");
export type Split = "train" | "dev" | "test";

/** Every labelled call, or one split's (splits.json, assigned once), parsed and checked against the schema. */
export function loadCorpus(split?: Split): CorpusCall[] {
  const splits = JSON.parse(readFileSync(join(import.meta.dirname, "splits.json"), "utf8")) as Record<Split, string[]>;
  const ids = split ? new Set(splits[split]) : null;
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => corpusCallSchema.parse(JSON.parse(readFileSync(join(dir, file), "utf8"))))
    .filter((call) => !ids || ids.has(call.id));
}
