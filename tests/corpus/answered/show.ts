import { readFileSync } from "node:fs";
import { join } from "node:path";
import { corpusCallSchema } from "../schema";

/**
 * Prints a train or dev call for the "was this objection answered?" labellers: every sentence with its
 * turn.sentence index and side, objection sentences marked. Refuses test calls, except with
 * --test-split-blind: only for labellers who label the test split's objections by the guide alone, without
 * any model output, so `npm run eval` can measure the answer model on calls it never saw (test-split.jsonl).
 * Usage: npx tsx tests/corpus/answered/show.ts <call id> [--test-split-blind]
 */
const id = process.argv[2] ?? "";
const splits = JSON.parse(readFileSync(join(import.meta.dirname, "..", "splits.json"), "utf8")) as { test: string[] };
if (splits.test.includes(id) && !process.argv.includes("--test-split-blind")) throw new Error(`${id} is in the test split`);
const call = corpusCallSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, "..", "calls", `${id}.json`), "utf8")));
const side = new Map(call.speakers.map((speaker) => [speaker.name, speaker.side]));
console.log(`${call.id} (${call.callType}, ${call.outcome})`);
call.turns.forEach((turn, t) => {
  turn.sentences.forEach((sentence, s) => {
    const objections = (sentence.labels ?? []).filter((label) => label.startsWith("objection_") && label !== "objection_resolved");
    const mark = objections.length ? `  <<< OBJECTION ${objections.map((l) => l.slice(10)).join(",")} [${t}.${s}]` : "";
    const resolved = sentence.labels?.includes("objection_resolved") ? "  (resolved)" : "";
    console.log(`${t}.${s} ${side.get(turn.speaker)?.toUpperCase().slice(0, 4)} ${turn.speaker}: ${sentence.text}${mark}${resolved}`);
  });
});
